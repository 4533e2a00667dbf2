/**
 * The filters of the results panel over offer summaries (`offer-summary.ts`): stops, departure and
 * arrival windows, price and duration ranges, airlines, refundable, baggage and content kind.
 */
import type { ContentKind } from './enumerations';
import type { OfferSummary } from './offer-summary';

// ---------------------------------------------------------------------------------------------------------
// Filters

/**
 * Stop counts the stops filter offers; 2 means two stops or more.
 *
 * @example
 * STOP_OPTIONS // [0, 1, 2]
 */
export const STOP_OPTIONS = [0, 1, 2] as const;

/**
 * A stops filter option.
 *
 * @example
 * const option: StopOption = 0; // direct
 */
export type StopOption = (typeof STOP_OPTIONS)[number];

/**
 * What staff read for each stops option.
 *
 * @example
 * STOP_OPTION_LABELS[0] // 'Direct'
 */
export const STOP_OPTION_LABELS = {
  0: 'Direct',
  1: '1 stop',
  2: '2+ stops',
} as const satisfies Record<StopOption, string>;

/**
 * Parts of the day the departure and arrival filters offer, as [from, to) minutes after local midnight.
 *
 * @example
 * TIME_WINDOWS.morning // { label: 'Morning (06:00–11:59)', from: 360, to: 720 }
 */
export const TIME_WINDOWS = {
  night: { label: 'Night (00:00–05:59)', from: 0, to: 360 },
  morning: { label: 'Morning (06:00–11:59)', from: 360, to: 720 },
  afternoon: { label: 'Afternoon (12:00–17:59)', from: 720, to: 1080 },
  evening: { label: 'Evening (18:00–23:59)', from: 1080, to: 1440 },
} as const;

/**
 * A part of the day.
 *
 * @example
 * const window: TimeWindow = 'evening';
 */
export type TimeWindow = keyof typeof TIME_WINDOWS;

/**
 * The parts of the day in order.
 *
 * @example
 * TIME_WINDOW_KEYS[0] // 'night'
 */
export const TIME_WINDOW_KEYS = Object.keys(TIME_WINDOWS) as TimeWindow[];

/**
 * An inclusive range of numbers (centimes or minutes).
 *
 * @example
 * const range: NumberRange = { min: 100000, max: 250000 };
 */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The client-side filters of a results list. An empty list or `null` range means "any".
 *
 * @example
 * const filters: OfferFilters = { ...NO_OFFER_FILTERS, stops: [0], refundableOnly: true };
 */
export interface OfferFilters {
  readonly stops: readonly StopOption[];
  /** Validating carriers' IATA codes. */
  readonly airlines: readonly string[];
  readonly departureWindows: readonly TimeWindow[];
  readonly arrivalWindows: readonly TimeWindow[];
  /** Displayed total (payment surcharge included), in centimes. */
  readonly price: NumberRange | null;
  /** Total duration in minutes. */
  readonly duration: NumberRange | null;
  readonly refundableOnly: boolean;
  readonly baggageIncludedOnly: boolean;
  readonly contentKinds: readonly ContentKind[];
}

/**
 * Filters that keep every offer.
 *
 * @example
 * filterOffers(summaries, NO_OFFER_FILTERS).length === summaries.length // true
 */
export const NO_OFFER_FILTERS: OfferFilters = {
  stops: [],
  airlines: [],
  departureWindows: [],
  arrivalWindows: [],
  price: null,
  duration: null,
  refundableOnly: false,
  baggageIncludedOnly: false,
  contentKinds: [],
};

const inWindows = (minute: number, windows: readonly TimeWindow[]) =>
  windows.length === 0 ||
  windows.some((key) => minute >= TIME_WINDOWS[key].from && minute < TIME_WINDOWS[key].to);

const inRange = (value: number, range: NumberRange | null) =>
  range === null || (value >= range.min && value <= range.max);

/**
 * Whether filters keep every offer without looking at any: none is set, whether they were never set or
 * were cleared one by one.
 *
 * @example
 * keepsEveryOffer({ ...NO_OFFER_FILTERS, stops: [] }) // true
 * keepsEveryOffer({ ...NO_OFFER_FILTERS, refundableOnly: true }) // false
 */
export function keepsEveryOffer(filters: OfferFilters): boolean {
  return (
    filters.stops.length === 0 &&
    filters.airlines.length === 0 &&
    filters.departureWindows.length === 0 &&
    filters.arrivalWindows.length === 0 &&
    filters.price === null &&
    filters.duration === null &&
    !filters.refundableOnly &&
    !filters.baggageIncludedOnly &&
    filters.contentKinds.length === 0
  );
}

/**
 * Whether an offer passes every filter.
 *
 * @example
 * matchesOfferFilters(summary, { ...NO_OFFER_FILTERS, stops: [0] }) // true for a direct offer
 */
export function matchesOfferFilters(summary: OfferSummary, filters: OfferFilters): boolean {
  const stops = Math.min(summary.stops, 2) as StopOption;
  return (
    (filters.stops.length === 0 || filters.stops.includes(stops)) &&
    (filters.airlines.length === 0 || filters.airlines.includes(summary.airline)) &&
    inWindows(summary.departureMinuteOfDay, filters.departureWindows) &&
    inWindows(summary.arrivalMinuteOfDay, filters.arrivalWindows) &&
    inRange(summary.price, filters.price) &&
    inRange(summary.durationMinutes, filters.duration) &&
    (!filters.refundableOnly || summary.refundable) &&
    (!filters.baggageIncludedOnly || summary.baggageIncluded) &&
    (filters.contentKinds.length === 0 || filters.contentKinds.includes(summary.contentKind))
  );
}

/**
 * The bounds and choices a filter panel offers for a list: price and duration ranges, and each
 * validating airline with its name and number of offers (most offers first).
 *
 * @example
 * offerFilterBounds(summaries).price // { min: 125000, max: 980000 }
 */
export function offerFilterBounds(summaries: readonly OfferSummary[]): {
  price: NumberRange;
  duration: NumberRange;
  airlines: { code: string; name: string; count: number }[];
} {
  // One pass with nothing allocated per offer but an airline's first: a search's first summaries run
  // this before V8 has optimized it, where each object made per offer counts.
  const airlines = new Map<string, { code: string; name: string; count: number }>();
  let minPrice = Infinity;
  let maxPrice = -Infinity;
  let minDuration = Infinity;
  let maxDuration = -Infinity;
  for (const summary of summaries) {
    minPrice = Math.min(minPrice, summary.price);
    maxPrice = Math.max(maxPrice, summary.price);
    minDuration = Math.min(minDuration, summary.durationMinutes);
    maxDuration = Math.max(maxDuration, summary.durationMinutes);
    const carrier = summary.offer.validatingCarrier;
    const entry = airlines.get(carrier.code);
    if (entry === undefined) airlines.set(carrier.code, { code: carrier.code, name: carrier.name, count: 1 });
    else entry.count += 1;
  }
  const range = (min: number, max: number) => (Number.isFinite(min) ? { min, max } : { min: 0, max: 0 });
  // Airline codes (two letters or digits) are ordered by their characters: a collator's first use
  // (`localeCompare`) cost a results page's main thread several milliseconds before its offers showed.
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    price: range(minPrice, maxPrice),
    duration: range(minDuration, maxDuration),
    airlines: [...airlines.values()].sort((a, b) => b.count - a.count || byCode(a.code, b.code)),
  };
}
