/**
 * The four sorts of a results list over offer summaries, and the query that filters then sorts them,
 * keeping each sort's order for the next change.
 */
import { keepsEveryOffer, matchesOfferFilters, type OfferFilters } from './offer-filters';
import type { OfferSummary } from './offer-summary';

// ---------------------------------------------------------------------------------------------------------
// Sorts

/**
 * The sorts of a results list.
 *
 * @example
 * OFFER_SORTS // ['best', 'price', 'duration', 'departure']
 */
export const OFFER_SORTS = ['best', 'price', 'duration', 'departure'] as const;

/**
 * A sort of the results list.
 *
 * @example
 * const sort: OfferSort = 'price';
 */
export type OfferSort = (typeof OFFER_SORTS)[number];

/**
 * What staff read for each sort.
 *
 * @example
 * OFFER_SORT_LABELS.departure // 'Departure'
 */
export const OFFER_SORT_LABELS = {
  best: 'Best',
  price: 'Price',
  duration: 'Duration',
  departure: 'Departure',
} as const satisfies Record<OfferSort, string>;

/**
 * The "best" score of an offer among others (lower is better): its price and its duration each relative
 * to the cheapest and the shortest of the list, weighted 60/40, plus a tenth per stop.
 *
 * @example
 * bestScore({ price: 200000, durationMinutes: 300, stops: 1 }, { price: 100000, durationMinutes: 150 })
 * // 0.6 × 2 + 0.4 × 2 + 0.1 = 2.1
 */
export function bestScore(
  summary: Pick<OfferSummary, 'price' | 'durationMinutes' | 'stops'>,
  reference: { readonly price: number; readonly durationMinutes: number },
): number {
  const relative = (value: number, least: number) => (least > 0 ? value / least : 1);
  return (
    0.6 * relative(summary.price, reference.price) +
    0.4 * relative(summary.durationMinutes, reference.durationMinutes) +
    0.1 * summary.stops
  );
}

/** The cheapest price and the shortest duration of a list: what the "best" score is relative to. */
function bestReference(summaries: readonly OfferSummary[]): { price: number; durationMinutes: number } {
  let price = Infinity;
  let durationMinutes = Infinity;
  for (const summary of summaries) {
    price = Math.min(price, summary.price);
    durationMinutes = Math.min(durationMinutes, summary.durationMinutes);
  }
  return { price, durationMinutes };
}

function sortKey(sort: OfferSort, summaries: readonly OfferSummary[]): (summary: OfferSummary) => number {
  if (sort === 'best') {
    const reference = bestReference(summaries);
    return (summary) => bestScore(summary, reference);
  }
  if (sort === 'price') return (summary) => summary.price;
  if (sort === 'duration') return (summary) => summary.durationMinutes;
  return (summary) => summary.departureInstant;
}

/**
 * Sorts summaries (a new array); ties keep the order received.
 *
 * @example
 * sortOffers(summaries, 'price')[0]?.price // the lowest price
 */
export function sortOffers(summaries: readonly OfferSummary[], sort: OfferSort): OfferSummary[] {
  const key = sortKey(sort, summaries);
  // Each key is computed once, not twice per comparison: thousands of offers sort in a few milliseconds.
  return summaries
    .map((summary) => ({ summary, key: key(summary), index: summary.index }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ summary }) => summary);
}

/**
 * Filters then sorts summaries: what a results list shows.
 *
 * @example
 * applyOfferFilters(summaries, { ...NO_OFFER_FILTERS, stops: [0] }, 'price')
 */
export function applyOfferFilters(
  summaries: readonly OfferSummary[],
  filters: OfferFilters,
  sort: OfferSort,
): OfferSummary[] {
  return sortOffers(
    summaries.filter((summary) => matchesOfferFilters(summary, filters)),
    sort,
  );
}

/**
 * What a results list shows for given filters and sort: the same as `applyOfferFilters`.
 *
 * @example
 * const query = createOfferQuery(summaries);
 * query({ ...NO_OFFER_FILTERS, stops: [0] }, 'price') // deepEquals applyOfferFilters(summaries, …)
 */
export type OfferQuery = (filters: OfferFilters, sort: OfferSort) => readonly OfferSummary[];

/**
 * Prepares a list for repeated filter and sort changes: each sort's order is computed once (on first
 * use), and a change then only filters that order, one pass. Price, duration and departure orders do not
 * depend on which offers are kept; the "best" order does only through the cheapest and shortest offers
 * kept, so it is sorted again only when the filters removed those. Without filters a sort shown before
 * is no work at all: the same array comes back, which a list can use to keep what it built for it.
 *
 * @example
 * const query = createOfferQuery(summarizeOffers(offers, 'cash'));
 * query(NO_OFFER_FILTERS, 'best'); // sorts once
 * query({ ...NO_OFFER_FILTERS, refundableOnly: true }, 'best'); // one filtering pass
 */
export function createOfferQuery(summaries: readonly OfferSummary[]): OfferQuery {
  const orders = new Map<OfferSort, readonly OfferSummary[]>();
  const whole = bestReference(summaries);
  return (filters, sort) => {
    const order = orders.get(sort) ?? sortOffers(summaries, sort);
    orders.set(sort, order);
    if (keepsEveryOffer(filters)) return order;
    const kept = order.filter((summary) => matchesOfferFilters(summary, filters));
    if (sort !== 'best') return kept;
    const reference = bestReference(kept);
    return reference.price === whole.price && reference.durationMinutes === whole.durationMinutes
      ? kept
      : sortOffers(kept, 'best');
  };
}
