import {
  formatMoney,
  type OfferReference,
  type OfferSummary,
  type PaymentMethod,
} from '@comptoir/flight-domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { OfferCard } from '../OfferCard/OfferCard';

interface OfferListProps {
  summaries: readonly OfferSummary[];
  paymentMethod: PaymentMethod;
  onBook: (reference: OfferReference) => void;
  /** CSS height of the scrolling list. */
  height: string;
}

/** Where a card's height is guessed before it is measured. */
const ESTIMATED_CARD_HEIGHT = 280;

function route(summary: OfferSummary): string {
  return summary.offer.legs
    .map((leg) => `${leg.segments[0]?.departure.airport ?? ''}–${leg.segments.at(-1)?.arrival.airport ?? ''}`)
    .join(', ');
}

/**
 * The offers as an ARIA feed, virtualized with @tanstack/react-virtual: only the cards in view (and two
 * either side) are in the DOM, whatever the number of offers. One card at a time is in the tab order;
 * arrow keys, Page Up/Down, Home and End move between offers.
 */
export function OfferList({ summaries, paymentMethod, onBook, height }: OfferListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState(summaries);
  const pendingFocus = useRef<number | null>(null);
  // TanStack Virtual hands out new functions on every render, so the compiler leaves this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: summaries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    overscan: 2,
    getItemKey: (index) => summaries[index]?.offer.offerId ?? index,
  });

  // A new sort or filter starts again from the top.
  if (shown !== summaries) {
    setShown(summaries);
    setActive(0);
  }
  useEffect(() => {
    virtualizer.scrollToOffset(0);
  }, [summaries, virtualizer]);

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const element = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${String(index)}"]`);
      if (element) {
        pendingFocus.current = null;
        element.focus({ preventScroll: true });
      } else if (tries++ < 10) frame = requestAnimationFrame(focus);
    };
    focus();
    return () => {
      cancelAnimationFrame(frame);
    };
  });

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(summaries.length - 1, index));
    setActive(target);
    pendingFocus.current = target;
    virtualizer.scrollToIndex(target, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + 1,
      PageUp: index - 1,
      Home: 0,
      End: summaries.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <div
      ref={scrollRef}
      data-slot="offer-list"
      className="overflow-y-auto overscroll-contain"
      style={{ height, contain: 'strict' }}
    >
      <div
        role="feed"
        aria-label="Flight offers"
        aria-busy={false}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const summary = summaries[item.index];
          if (summary === undefined) return null;
          return (
            <article
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              data-offer-id={summary.offer.offerId}
              aria-posinset={item.index + 1}
              aria-setsize={summaries.length}
              aria-label={`Offer ${String(item.index + 1)} of ${String(summaries.length)}: ${summary.offer.validatingCarrier.name}, ${route(summary)}, from ${formatMoney(summary.price)}`}
              tabIndex={item.index === Math.min(active, summaries.length - 1) ? 0 : -1}
              className="absolute top-0 left-0 w-full pb-3 outline-offset-2 focus-visible:outline-2 focus-visible:outline-(--focus-8)"
              style={{ transform: `translateY(${String(item.start)}px)` }}
              onFocus={(event) => {
                if (event.target === event.currentTarget) setActive(item.index);
              }}
              onKeyDown={(event) => {
                onKeyDown(event, item.index);
              }}
            >
              <OfferCard offer={summary.offer} paymentMethod={paymentMethod} onBook={onBook} />
            </article>
          );
        })}
      </div>
    </div>
  );
}
