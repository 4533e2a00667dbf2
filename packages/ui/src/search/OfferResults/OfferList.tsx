import {
  type FlightOffer,
  formatMoney,
  type OfferReference,
  type OfferSummary,
  type PaymentMethod,
} from '@comptoir/flight-domain';
import { elementScroll, measureElement, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { OfferCard } from '../OfferCard/OfferCard';
import { legRoute } from '../OfferCard/OfferLeg';
import { useMediaQuery } from '../../kit/use-media-query/use-media-query';
import { useValueOnceDrawn } from '../../kit/after-next-frame';
import { m } from '../../i18n/paraglide/messages.js';

interface OfferListProps {
  summaries: readonly OfferSummary[];
  /** Every offer's estimated card height, from `estimateCardHeights` over the whole list. */
  cardHeights: CardHeights;
  paymentMethod: PaymentMethod;
  onBook: (reference: OfferReference) => void;
  /** CSS height of the scrolling list. */
  height: string;
}

/**
 * A card's height before it is measured, in px, as measured in chromium: the frame (padding, header,
 * details button, gaps), each leg, and each product row, one line from 768 px up and two lines below
 * (the card's own `md` breakpoint), plus the 12 px between cards. A guess this close means a newly shown
 * card seldom changes the list's layout once measured: no second layout pass after a sort or filter.
 */
const CARD_HEIGHT_PX = { frame: 96, leg: 70, productWide: 49, productNarrow: 93 } as const;
const WIDE_CARD_QUERY = '(min-width: 768px)';
/** Cards rendered beyond each end of the view, so that a scroll shows them at once. */
const OVERSCAN = 2;

function estimateCardHeight(offer: FlightOffer, productHeight: number): number {
  return (
    CARD_HEIGHT_PX.frame + CARD_HEIGHT_PX.leg * offer.legs.length + productHeight * offer.products.length
  );
}

/** Each offer's estimated card height, wide and narrow, by its position in the list as received. */
export interface CardHeights {
  wide: Float64Array;
  narrow: Float64Array;
}

/**
 * The card heights of a whole list, worked out once per search: a sort or filter then reads them from two
 * flat arrays instead of walking 5,000 offers, on the path to its first frame.
 */
export function estimateCardHeights(summaries: readonly OfferSummary[]): CardHeights {
  const heights = { wide: new Float64Array(summaries.length), narrow: new Float64Array(summaries.length) };
  for (const { index, offer } of summaries) {
    heights.wide[index] = estimateCardHeight(offer, CARD_HEIGHT_PX.productWide);
    heights.narrow[index] = estimateCardHeight(offer, CARD_HEIGHT_PX.productNarrow);
  }
  return heights;
}

/** The row keys of each list shown, for as long as the list lives. */
const rowKeysOf = new WeakMap<readonly OfferSummary[], Int32Array>();

/**
 * Each row's key, its offer's position as received. Worked out once per list: going back to a sort shown
 * before, without filters, hands over the same list again (`createOfferQuery`), and costs no pass over it.
 * `OfferResults` works them out ahead for every sort, once the offers are drawn.
 */
export function rowKeys(summaries: readonly OfferSummary[]): Int32Array {
  let keys = rowKeysOf.get(summaries);
  if (keys === undefined) {
    // A plain loop: `Int32Array.from` with a map function, or `forEach`, take several times as long.
    keys = new Int32Array(summaries.length);
    for (let row = 0; row < summaries.length; row++) keys[row] = summaries[row]?.index ?? -1;
    rowKeysOf.set(summaries, keys);
  }
  return keys;
}

/**
 * A row's height for the virtualizer without forcing a layout: when a row mounts, its size so far (measured
 * before, or the estimate); the ResizeObserver then reports the real one after the frame's own layout. The
 * default reads `offsetHeight` when a row mounts, which lays out the cards React has just inserted in the
 * middle of the commit, then again in the frame.
 */
function measureRow(
  element: HTMLElement,
  entry: ResizeObserverEntry | undefined,
  virtualizer: Virtualizer<HTMLDivElement, HTMLElement>,
): number {
  if (entry !== undefined) return measureElement(element, entry, virtualizer);
  const index = virtualizer.indexFromElement(element);
  return (
    virtualizer.itemSizeCache.get(virtualizer.options.getItemKey(index)) ??
    virtualizer.options.estimateSize(index)
  );
}

/**
 * The list's box for the virtualizer without forcing a layout: from a ResizeObserver only, which reports it
 * after the frame's own layout (`initialRect` stands until then). The default also reads the list's
 * `clientHeight` as it mounts, which lays out the cards React has just inserted in the middle of the commit
 * (on a results page's first load, half of its longest task), then again in the frame.
 */
function observeListRect(
  virtualizer: Virtualizer<HTMLDivElement, HTMLElement>,
  onRect: (rect: { width: number; height: number }) => void,
): (() => void) | undefined {
  const list = virtualizer.scrollElement;
  if (list === null) return undefined;
  const observer = new ResizeObserver(() => {
    onRect({ width: list.clientWidth, height: list.clientHeight });
  });
  observer.observe(list);
  return () => {
    observer.disconnect();
  };
}

/** The lists the virtualizer has scrolled (or chosen not to): see `scrollList`. */
const scrolledLists = new WeakSet<HTMLDivElement>();

/**
 * Scrolls the list as the virtualizer asks, but for its first write to a list, which it makes as the list
 * mounts, to the top, where a new list already is: scrolling lays out the cards React has just inserted, in
 * the middle of the commit.
 */
function scrollList(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  virtualizer: Virtualizer<HTMLDivElement, HTMLElement>,
): void {
  const list = virtualizer.scrollElement;
  if (list !== null && !scrolledLists.has(list)) {
    scrolledLists.add(list);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, virtualizer);
}

function route(summary: OfferSummary): string {
  return summary.offer.legs.map(legRoute).join(', ');
}

interface OfferRowProps {
  summary: OfferSummary;
  index: number;
  setSize: number;
  /** Distance from the top of the list, in px. */
  start: number;
  /** The one offer in the tab order. */
  tabbable: boolean;
  paymentMethod: PaymentMethod;
  onBook: (reference: OfferReference) => void;
  /** Hands the row's element to the virtualizer, for the offer it now shows. */
  adopt: (element: HTMLElement | null, offer: number) => void;
  /** Told when the row leaves the DOM (or is handed another offer) with the focus in it. */
  onFocusLeaving: (index: number) => void;
  onFocusRow: (index: number) => void;
  onKeyDownRow: (event: KeyboardEvent<HTMLElement>, index: number) => void;
}

/**
 * One offer of the feed. Memoized with stable callbacks, so a scroll or a measurement re-renders only the
 * rows whose position or offer changed, never every card in view. Its ref runs again whenever the row shows
 * another offer, so that the virtualizer measures it for that offer.
 */
const OfferRow = memo(function OfferRow({
  summary,
  index,
  setSize,
  start,
  tabbable,
  paymentMethod,
  onBook,
  adopt,
  onFocusLeaving,
  onFocusRow,
  onKeyDownRow,
}: OfferRowProps) {
  const offer = summary.index;
  const ref = useCallback(
    (element: HTMLElement) => {
      adopt(element, offer);
      return () => {
        // Still in the DOM: React lets go of a row's ref before taking the row out.
        if (element.contains(document.activeElement)) onFocusLeaving(index);
        adopt(null, offer);
      };
    },
    [adopt, offer, onFocusLeaving, index],
  );
  return (
    <article
      ref={ref}
      data-index={index}
      data-offer-id={summary.offer.offerId}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      aria-label={m.results_offer_label({
        position: index + 1,
        total: setSize,
        airline: summary.offer.validatingCarrier.name,
        route: route(summary),
        price: formatMoney(summary.price),
      })}
      tabIndex={tabbable ? 0 : -1}
      className="absolute top-0 left-0 w-full pb-3 outline-offset-2 focus-visible:outline-2 focus-visible:outline-(--focus-8)"
      style={{ transform: `translateY(${String(start)}px)` }}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusRow(index);
      }}
      onKeyDown={(event) => {
        onKeyDownRow(event, index);
      }}
    >
      <OfferCard offer={summary.offer} paymentMethod={paymentMethod} onBook={onBook} />
    </article>
  );
});

/** The offer to focus once its row is rendered, and where the focus was when it was wanted. */
interface WantedFocus {
  index: number;
  /** The focused element then; null when a row left the DOM with the focus, leaving it on the body. */
  from: Element | null;
}

/** Where each moving key goes from the offer at `index`, in a list of `count`. */
function rowMoves(index: number, count: number): Partial<Record<string, number>> {
  return {
    ArrowDown: index + 1,
    ArrowUp: index - 1,
    PageDown: index + 1,
    PageUp: index - 1,
    Home: 0,
    End: count - 1,
  };
}

/** The keys an offer in focus answers itself, as the `?` sheet lists them. */
const OFFER_KEYS = [
  { label: m.results_key_down, key: 'ArrowDown' },
  { label: m.results_key_up, key: 'ArrowUp' },
  { label: m.results_key_fares, key: 'Enter' },
  { label: m.results_key_back, key: 'Escape' },
] as const;

/**
 * The list's keys in the page's shortcut registry (`kit/CommandBar/page-commands`): `j` and `k` as hidden
 * buttons that the page's listener and the command bar run, and the keys an offer in focus answers itself,
 * listed by the `?` sheet only.
 */
function OfferListKeys({ onNext, onPrevious }: { onNext: () => void; onPrevious: () => void }) {
  return (
    <>
      <button
        type="button"
        hidden
        data-command={m.results_key_next_offer()}
        data-shortcut="j"
        onClick={onNext}
      />
      <button
        type="button"
        hidden
        data-command={m.results_key_previous_offer()}
        data-shortcut="k"
        onClick={onPrevious}
      />
      {OFFER_KEYS.map(({ label, key }) => (
        <span key={key} hidden data-command={label()} data-shortcut={key} data-shortcut-scope="focus" />
      ))}
    </>
  );
}

/** What a CSS height (`min(75vh, 60rem)`) comes to in pixels on this page, as the list's `clientHeight` will. */
function cssHeightInPixels(height: string): number {
  const probe = document.createElement('div');
  probe.style.cssText = 'position: absolute; visibility: hidden';
  probe.style.height = height;
  document.body.append(probe);
  const pixels = probe.clientHeight;
  probe.remove();
  return pixels;
}

/**
 * The offers as an ARIA feed, virtualized with @tanstack/react-virtual: only the cards in view (and two
 * either side) are in the DOM, whatever the number of offers. Rows are keyed by position, so a sort or
 * filter hands the cards in view their new offers, changing their text, rather than building new cards;
 * the two either side, out of sight, keep the offers they showed until that frame is drawn, and take theirs
 * right after it. One card at a time is in the tab order; arrow
 * keys, Page Up/Down, Home and End move between offers, and so do `j` and `k` from anywhere on the page
 * (the first press goes to the active offer); Enter takes the focus to the offer's fares (its first Book
 * button), Escape back to the offer. The active offer is kept in state: the list scrolls to it, and a row
 * that leaves the DOM with the focus in it (scrolled away) takes the focus back once it is rendered again,
 * unless something else has taken it meanwhile.
 */
export function OfferList({ summaries, cardHeights, paymentMethod, onBook, height }: OfferListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The list's box before it is drawn, so that the first render draws the rows in view (the virtualizer
  // would otherwise render once empty, measure the list, and render again with its rows).
  const [initialRect] = useState(() => ({ width: 0, height: cssHeightInPixels(height) }));
  // The active offer belongs to the list it was chosen in: a new sort or filter starts again from the top.
  const [focus, setFocus] = useState({ summaries, index: 0 });
  const active = focus.summaries === summaries ? focus.index : 0;
  const wantFocus = useRef<WantedFocus | null>(null);
  const wide = useMediaQuery(WIDE_CARD_QUERY);
  // A new sort or filter draws the offers in view first; the rows just beyond, out of sight, keep the
  // offers they showed (neither updated nor removed in that frame) and take theirs in the next task.
  const drawn = useValueOnceDrawn(summaries);
  // Rows are keyed by their offer's position as received: a number, cheap to look up in the virtualizer's
  // size cache on each of its passes over the whole list. The list remounts for another search.
  const rows = useMemo(
    () => ({ keys: rowKeys(summaries), heights: wide ? cardHeights.wide : cardHeights.narrow }),
    [summaries, cardHeights, wide],
  );
  // Stable while the list is the same: the virtualizer recomputes every offset when these change.
  const getItemKey = useCallback((row: number) => rows.keys[row] ?? row, [rows]);
  const estimateSize = useCallback(
    (row: number) => rows.heights[rows.keys[row] ?? -1] ?? CARD_HEIGHT_PX.frame,
    [rows],
  );
  // TanStack Virtual hands out new functions on every render, so the compiler leaves this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: summaries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: OVERSCAN,
    getItemKey,
    measureElement: measureRow,
    observeElementRect: observeListRect,
    scrollToFn: scrollList,
    initialRect,
  });

  useEffect(() => {
    // A new sort or filter starts from the top. Only scroll when not there already: scrolling reads the
    // list's scroll height, which forces a layout of the cards React has just changed.
    if ((virtualizer.scrollOffset ?? 0) > 0) virtualizer.scrollToOffset(0);
    // The focus was in the list (a key sorted it): it goes to the first offer.
    if (wantFocus.current !== null || scrollRef.current?.contains(document.activeElement) === true) {
      wantFocus.current = { index: 0, from: document.activeElement };
    }
  }, [summaries, virtualizer]);

  // Focuses the row wanted once it is rendered, while the focus is still where it was when it was wanted
  // (or on the page's body, where a removed row leaves it): a click elsewhere meanwhile keeps its focus.
  useEffect(() => {
    const wanted = wantFocus.current;
    const list = scrollRef.current;
    if (wanted === null || list === null) return;
    const current = document.activeElement;
    if (current !== null && current !== document.body && current !== wanted.from) {
      wantFocus.current = null;
      return;
    }
    const row = list.querySelector<HTMLElement>(`[data-index="${String(wanted.index)}"]`);
    if (row === null) return;
    wantFocus.current = null;
    if (row !== current) row.focus({ preventScroll: true });
  });

  // The virtualizer keeps each element under its offer's key. A row shown for another offer leaves its entry
  // under the last one, and measuring that offer in another row would stop observing this one: drop the
  // row's stale entries, and any other row's under its new offer (that row, too, is being handed another).
  const adoptRow = useCallback(
    (element: HTMLElement | null, offer: number) => {
      if (element !== null) {
        for (const [key, cached] of virtualizer.elementsCache) {
          if (cached === element || key === offer) virtualizer.elementsCache.delete(key);
        }
      }
      virtualizer.measureElement(element);
    },
    [virtualizer],
  );

  const onFocusRow = useCallback(
    (index: number) => {
      setFocus({ summaries, index });
    },
    [summaries],
  );

  // A row scrolled away with the focus: it takes the focus back when it is rendered again, unless a key
  // has already sent the focus on to another offer (whose scroll took this row away).
  const onFocusLeaving = useCallback((index: number) => {
    wantFocus.current ??= { index, from: null };
  }, []);

  /** Makes `target` the active offer, scrolls the list to it and focuses it once its row is rendered. */
  const moveTo = useCallback(
    (target: number) => {
      const index = Math.max(0, Math.min(summaries.length - 1, target));
      setFocus({ summaries, index });
      wantFocus.current = { index, from: document.activeElement };
      virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    [summaries, virtualizer],
  );

  const onKeyDownRow = useCallback(
    (event: KeyboardEvent<HTMLElement>, index: number) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const row = event.currentTarget;
      if (event.target !== row) {
        // From the offer's fares (its buttons) back to the offer.
        if (event.key === 'Escape') {
          event.preventDefault();
          row.focus();
        }
        return;
      }
      if (event.key === 'Enter') {
        event.preventDefault();
        row.querySelector<HTMLElement>('[data-slot="offer-product"] button')?.focus();
        return;
      }
      const next = rowMoves(index, summaries.length)[event.key];
      if (next === undefined) return;
      event.preventDefault();
      moveTo(next);
    },
    [summaries.length, moveTo],
  );

  /**
   * `j` and `k` (the page's keys): the next or previous offer from the one in focus, or from the active one
   * while its row is out of the DOM with the focus waiting for it; the first press goes to the active offer.
   */
  const step = (delta: number) => {
    const row = document.activeElement?.closest<HTMLElement>('[data-index]');
    if (row != null && scrollRef.current?.contains(row) === true) {
      moveTo(Number(row.dataset.index) + delta);
    } else {
      moveTo(wantFocus.current === null ? active : active + delta);
    }
  };

  const items = virtualizer.getVirtualItems();
  // The rows in view, without the ones either side (after `getVirtualItems`, which works them out).
  const inView = virtualizer.range;

  return (
    <>
      <OfferListKeys
        onNext={() => {
          step(1);
        }}
        onPrevious={() => {
          step(-1);
        }}
      />
      <div
        ref={scrollRef}
        data-slot="offer-list"
        className="overflow-y-auto overscroll-contain"
        style={{ height, contain: 'strict' }}
      >
        <div
          role="feed"
          aria-label={m.results_offer_list()}
          aria-busy={false}
          className="relative w-full"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((item) => {
            const outOfSight =
              inView !== null && (item.index < inView.startIndex || item.index > inView.endIndex);
            const summary = (outOfSight ? drawn : summaries)[item.index];
            if (summary === undefined) return null;
            return (
              <OfferRow
                key={item.index}
                summary={summary}
                index={item.index}
                setSize={summaries.length}
                start={item.start}
                tabbable={item.index === Math.min(active, summaries.length - 1)}
                paymentMethod={paymentMethod}
                onBook={onBook}
                adopt={adoptRow}
                onFocusLeaving={onFocusLeaving}
                onFocusRow={onFocusRow}
                onKeyDownRow={onKeyDownRow}
              />
            );
          })}
        </div>
      </div>
    </>
  );
}
