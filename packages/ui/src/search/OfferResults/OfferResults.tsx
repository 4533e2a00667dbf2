import {
  createOfferQuery,
  type FlightOffer,
  NO_OFFER_FILTERS,
  OFFER_SORTS,
  type OfferFilters,
  offerFilterBounds,
  type OfferReference,
  type OfferSort,
  type OfferSummary,
  type PaymentMethod,
} from '@comptoir/flight-domain';
import { SIDE_PANEL_SHEET_MIN_WIDTH_PX } from '../../kit/ui-scales';
import { Button, Flex, SegmentedControl, Text } from '@radix-ui/themes';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { closeSidePanel, openSidePanel } from '../../kit/GlobalSidePanel/side-panel-store';
import { useMediaQuery } from '../../kit/use-media-query/use-media-query';
import { AfterFirstPaint, afterNextFrame } from '../../kit/after-next-frame';
import { estimateCardHeights, OfferList, rowKeys } from './OfferList';
import { OfferResultsEmpty, OfferResultsLoading } from './OfferResultsStatus';
import { useOfferSummaries } from './use-offer-summaries';
import { OfferResultsFilters } from './OfferResultsFilters';
import { m } from '../../i18n/paraglide/messages.js';
import { OFFER_SORT_WORDS } from '../../i18n/offer-labels';

/** `f`, the filters' key: it opens the drawer on a phone, and focuses the filters beside the list. */
const filtersCommand = () => ({ 'data-command': m.results_filters(), 'data-shortcut': 'f' });
/** The first control of the filters that takes the focus. */
const FOCUSABLE = 'button:not([hidden]):not(:disabled), input:not(:disabled)';

/** From this width the filters stand beside the list; below it they open in the side panel's drawer. */
const FILTERS_BESIDE_QUERY = `(min-width: ${String(SIDE_PANEL_SHEET_MIN_WIDTH_PX)}px)`;

export interface OfferResultsProps {
  /** The search's offers, one per itinerary (round-trip and multi-city offers hold every leg). */
  offers: readonly FlightOffer[];
  /** The payment method of the search: prices include its surcharge (SPEC §9). */
  paymentMethod: PaymentMethod;
  /** Called with the offer reference of the product to book. */
  onBook: (reference: OfferReference) => void;
  /** The sort shown first. Default: 'best'. */
  defaultSort?: OfferSort;
  /** CSS height of the scrolling list. Default: 'min(75vh, 60rem)'. */
  listHeight?: string;
  /** Goes back to the search form from the empty view. Default: no button. */
  onChangeSearch?: () => void;
  /**
   * Whether a new list's summaries are made a slice at a time, the loading view standing until then
   * (`useOfferSummaries`): while the document's first page loads. Default: false, at once.
   */
  summariesInSlices?: boolean;
}

/**
 * The results of a flight search: client-side filters (stops, airlines, departure and arrival times,
 * price and duration ranges, refundable, baggage, GDS/NDC), four sorts (best, price, duration,
 * departure) and a virtualized, keyboard-navigable list of offer cards that stays fast at any size.
 *
 * @example
 * <OfferResults offers={result.offers} paymentMethod={search.paymentType} onBook={book} />
 */
export function OfferResults(props: OfferResultsProps) {
  const { offers, paymentMethod, onChangeSearch, summariesInSlices = false } = props;
  const summaries = useOfferSummaries(offers, paymentMethod, summariesInSlices);
  if (offers.length === 0) return <OfferResultsEmpty {...(onChangeSearch ? { onChangeSearch } : {})} />;
  if (summaries === null) return <OfferResultsLoading />;
  return <SummarizedOfferResults {...props} summaries={summaries} />;
}

/** The results once their offers are summarized: the filters, the sorts and the list. */
function SummarizedOfferResults({
  offers,
  summaries,
  paymentMethod,
  onBook,
  defaultSort = 'best',
  listHeight = 'min(75vh, 60rem)',
}: OfferResultsProps & { summaries: readonly OfferSummary[] }) {
  const id = useId();
  const [sort, setSort] = useState<OfferSort>(defaultSort);
  const [filters, setFilters] = useState<OfferFilters>(NO_OFFER_FILTERS);
  const filtersBeside = useMediaQuery(FILTERS_BESIDE_QUERY);
  const [filtersPanelOpen, setFiltersPanelOpen] = useState(false);
  const bounds = useMemo(() => offerFilterBounds(summaries), [summaries]);
  const cardHeights = useMemo(() => estimateCardHeights(summaries), [summaries]);
  // Another search gets a list of its own: rows are keyed by position, and sizes measured for the last
  // search's offers must not carry over.
  const [search, setSearch] = useState({ offers, key: 0 });
  if (search.offers !== offers) setSearch({ offers, key: search.key + 1 });
  // Each sort's order is worked out once per list: a sort or filter change is then one filtering pass.
  const query = useMemo(() => createOfferQuery(summaries), [summaries]);
  const shown = useMemo(() => query(filters, sort), [query, filters, sort]);
  // Once the offers are drawn, every sort's order and row keys are worked out, a task per sort: the first
  // switch to a sort finds them ready, instead of sorting thousands of offers before its frame.
  useEffect(() => {
    const cancels = OFFER_SORTS.map((option) =>
      afterNextFrame(() => {
        rowKeys(query(NO_OFFER_FILTERS, option));
      }),
    );
    return () => {
      for (const cancel of cancels) cancel();
    };
  }, [query]);

  // On a phone the filters open in the global side panel (a bottom drawer). Opening it again while it is
  // open merges into what it shows, so the panel follows the filters and the count as they change.
  const shownCount = shown.length;
  useEffect(() => {
    if (!filtersPanelOpen) return;
    openSidePanel({
      title: m.results_filters(),
      view: (
        <FiltersPanel shown={shownCount}>
          <OfferResultsFilters bounds={bounds} filters={filters} onChange={setFilters} />
        </FiltersPanel>
      ),
      onClose: () => {
        setFiltersPanelOpen(false);
      },
    });
  }, [filtersPanelOpen, bounds, filters, shownCount]);
  // Leaving the results (another page, another search) takes their filters' panel with them.
  useEffect(() => {
    if (!filtersPanelOpen) return;
    return closeSidePanel;
  }, [filtersPanelOpen]);

  return (
    <div data-slot="offer-results" className="grid grid-cols-1 gap-4 md:grid-cols-[15rem_minmax(0,1fr)]">
      <aside aria-label={m.results_filters()} className="min-w-0">
        {filtersBeside ? (
          <>
            {/* `f` takes the focus to the filters beside the list (`kit/CommandBar/page-commands`). */}
            <button
              type="button"
              hidden
              {...filtersCommand()}
              onClick={(event) => {
                event.currentTarget.parentElement?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
              }}
            />
            {/*
             * The filters come in a render of their own once the offers are painted: their thirty-odd
             * checkboxes and two sliders held the first offers back by about a quarter of a search's own
             * time (docs/decisions/0070).
             */}
            <AfterFirstPaint>
              <OfferResultsFilters bounds={bounds} filters={filters} onChange={setFilters} />
            </AfterFirstPaint>
          </>
        ) : (
          <Button
            variant="soft"
            aria-haspopup="dialog"
            {...filtersCommand()}
            title={m.results_filters_key()}
            onClick={() => {
              setFiltersPanelOpen(true);
            }}
          >
            {m.results_filters()}
          </Button>
        )}
      </aside>
      <Flex direction="column" gap="3" className="min-w-0">
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          <Text size="2" role="status" data-slot="offer-count">
            {m.results_offer_count({ shown: shown.length, total: offers.length })}
          </Text>
          {/*
           * A row of its own on a phone, the four sorts sharing its width: nothing runs off the screen. The
           * chosen sort is marked at once, without Radix's sliding indicator and fading labels: starting those
           * transitions took about a tenth of the work a sort does before its first frame.
           */}
          <Flex align="center" gap="2" data-slot="offer-sort" className="w-full sm:w-auto">
            <Text size="2" id={`${id}-sort`} className="shrink-0">
              {m.results_sort_by()}
            </Text>
            {/* `s` moves to the next sort, after the last back to the first. */}
            <button
              type="button"
              hidden
              data-command={m.results_key_next_sort()}
              data-shortcut="s"
              onClick={() => {
                setSort(
                  (current) =>
                    OFFER_SORTS[(OFFER_SORTS.indexOf(current) + 1) % OFFER_SORTS.length] ?? current,
                );
              }}
            />
            <SegmentedControl.Root
              aria-labelledby={`${id}-sort`}
              className="min-w-0 flex-1 **:transition-none sm:flex-none"
              size="1"
              value={sort}
              onValueChange={(value) => {
                setSort(value as OfferSort);
              }}
            >
              {OFFER_SORTS.map((option) => (
                <SegmentedControl.Item key={option} value={option}>
                  {OFFER_SORT_WORDS[option]()}
                </SegmentedControl.Item>
              ))}
            </SegmentedControl.Root>
          </Flex>
        </Flex>
        {shown.length === 0 ? (
          <Flex direction="column" align="center" gap="3" py="9" data-slot="offer-results-filtered-out">
            <Text color="gray">{m.results_filtered_out()}</Text>
            <Button
              variant="soft"
              onClick={() => {
                setFilters(NO_OFFER_FILTERS);
              }}
            >
              {m.results_reset_filters()}
            </Button>
          </Flex>
        ) : (
          <OfferList
            key={search.key}
            summaries={shown}
            cardHeights={cardHeights}
            paymentMethod={paymentMethod}
            onBook={onBook}
            height={listHeight}
          />
        )}
      </Flex>
    </div>
  );
}

/**
 * The filters in the side panel, with a button that shows the offers they leave and closes the panel; the
 * button stays at the bottom of the panel while the filters scroll.
 */
function FiltersPanel({ shown, children }: { shown: number; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      {children}
      <div className="sticky -bottom-5 -mb-5 bg-(--color-panel-solid) pt-2 pb-5">
        <Button size="3" className="w-full!" onClick={closeSidePanel}>
          {m.results_show_offers({ count: shown })}
        </Button>
      </div>
    </div>
  );
}
