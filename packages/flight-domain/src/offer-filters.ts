/**
 * What a results list needs to filter and sort flight offers on the client: one summary per offer
 * (computed once, so that a filter or sort change over thousands of offers is a few array passes), the
 * filters of the results panel, the four sorts and the price an offer shows for a payment method.
 */
import type { Pricing } from './entities/common';
import type { FlightOffer, Leg } from './entities/flights';
import { readIsoDateTime } from './dates';
import { minutesBetween, parseIsoDuration } from './durations';
import type { ContentKind, PassengerTypeCode, PaymentMethod } from './enumerations';
import type { Centimes } from './money';
import {
  computePriceBreakdown,
  type PriceBreakdown,
  scalePriceBreakdown,
  sumPriceBreakdowns,
} from './pricing';

// ---------------------------------------------------------------------------------------------------------
// Prices

/**
 * One passenger type's lines of a fare breakdown: the price of one passenger and of all of them.
 *
 * @example
 * const line: PassengerTypeBreakdown = { passengerType: 'ADT', count: 2, unit, subtotal };
 */
export interface PassengerTypeBreakdown {
  readonly passengerType: PassengerTypeCode;
  readonly count: number;
  readonly unit: PriceBreakdown;
  readonly subtotal: PriceBreakdown;
}

/**
 * A fare breakdown per passenger type and overall, for one payment method.
 *
 * @example
 * const breakdown: OfferPriceBreakdown = pricingBreakdown(product.pricing, 'local-bank-card');
 */
export interface OfferPriceBreakdown {
  readonly perPassenger: readonly PassengerTypeBreakdown[];
  /** The sum of every passenger type's subtotal: what the customer pays. */
  readonly total: PriceBreakdown;
}

/**
 * Breaks a product's pricing down per passenger type for a payment method: base, taxes and the markup
 * the backend already applied, then the card surcharge on each passenger's price (SPEC §9). The overall
 * line is the exact sum of the passenger lines, so the total a card shows is the one its breakdown adds
 * up to. A pricing without passenger lines is taken as one line of its total.
 *
 * @example
 * pricingBreakdown(pricing, 'local-bank-card').total.total // base + taxes + markup + 2.3 % surcharge
 */
export function pricingBreakdown(pricing: Pricing, paymentMethod: PaymentMethod): OfferPriceBreakdown {
  const lines =
    pricing.perPassenger.length > 0
      ? pricing.perPassenger
      : [{ passengerType: 'ADT' as const, count: 1, price: pricing.total }];
  const perPassenger = lines.map((line) => {
    const unit = computePriceBreakdown(
      { base: line.price.base, taxes: line.price.taxes },
      { markup: { kind: 'fixed', amount: line.price.markup }, paymentMethod },
    );
    return {
      passengerType: line.passengerType,
      count: line.count,
      unit,
      subtotal: scalePriceBreakdown(unit, line.count),
    };
  });
  return { perPassenger, total: sumPriceBreakdowns(perPassenger.map((line) => line.subtotal)) };
}

// ---------------------------------------------------------------------------------------------------------
// Legs

/**
 * A connection inside a leg: the airport where the passenger waits and for how long.
 *
 * @example
 * const layover: Layover = { airport: 'MAD', minutes: 95 };
 */
export interface Layover {
  readonly airport: string;
  /** Null when the timestamps cannot be read. */
  readonly minutes: number | null;
}

/**
 * The connections of a leg, in order (none for a direct flight).
 *
 * @example
 * legLayovers(directLeg) // []
 * legLayovers(viaMadrid) // [{ airport: 'MAD', minutes: 95 }]
 */
export function legLayovers(leg: Leg): Layover[] {
  return leg.segments.slice(1).map((segment, index) => {
    const previous = leg.segments[index];
    return {
      airport: segment.departure.airport,
      minutes: previous === undefined ? null : minutesBetween(previous.arrival.at, segment.departure.at),
    };
  });
}

/**
 * How long a leg takes, layovers included, in minutes: its `duration`, or else first departure to last
 * arrival.
 *
 * @example
 * legMinutes({ duration: 'PT3H5M', segments }) // 185
 */
export function legMinutes(leg: Leg): number {
  const declared = parseIsoDuration(leg.duration);
  if (declared !== null) return declared;
  const first = leg.segments[0];
  const last = leg.segments.at(-1);
  return (first && last && minutesBetween(first.departure.at, last.arrival.at)) ?? 0;
}

/**
 * Whole days between a leg's departure date and its arrival date, both local (`+1` on an overnight flight).
 *
 * @example
 * legDayShift(overnightLeg) // 1
 */
export function legDayShift(leg: Leg): number {
  const departure = leg.segments[0] && readIsoDateTime(leg.segments[0].departure.at);
  const lastSegment = leg.segments.at(-1);
  const arrival = lastSegment && readIsoDateTime(lastSegment.arrival.at);
  if (!departure || !arrival) return 0;
  return Math.round((startOfDay(arrival.wallClockMs) - startOfDay(departure.wallClockMs)) / DAY_MS);
}

const DAY_MS = 86_400_000;
const startOfDay = (wallClockMs: number) => Math.floor(wallClockMs / DAY_MS) * DAY_MS;

/** Minutes after local midnight of a timestamp (the airport's own clock). */
function minuteOfDay(timestamp: string | undefined): number {
  const read = timestamp === undefined ? null : readIsoDateTime(timestamp);
  return read === null ? 0 : Math.floor((read.wallClockMs - startOfDay(read.wallClockMs)) / 60_000);
}

// ---------------------------------------------------------------------------------------------------------
// Summaries

/**
 * What filters and sorts read of an offer, computed once per offer and payment method.
 *
 * @example
 * const summary: OfferSummary = summarizeOffers([offer], 'cash')[0];
 */
export interface OfferSummary {
  readonly offer: FlightOffer;
  /** Position in the list as received: the tie-breaker that keeps every sort stable. */
  readonly index: number;
  /** The cheapest product's total for the payment method (markup and surcharge included). */
  readonly price: Centimes;
  /** Sum of the legs' durations, layovers included. */
  readonly durationMinutes: number;
  /** The most stops any leg makes. */
  readonly stops: number;
  /** First departure, minutes after local midnight at the airport. */
  readonly departureMinuteOfDay: number;
  /** Arrival of the first leg, minutes after local midnight at the airport. */
  readonly arrivalMinuteOfDay: number;
  /** First departure as an instant (ms), for the departure sort. */
  readonly departureInstant: number;
  readonly airline: string;
  readonly refundable: boolean;
  readonly baggageIncluded: boolean;
  readonly contentKind: ContentKind;
}

/**
 * Summarizes offers for filtering and sorting; `price` follows the payment method's surcharge.
 *
 * @example
 * summarizeOffers(offers, 'international-bank-card')[0]?.price // lowest total with 3 % surcharge
 */
export function summarizeOffers(
  offers: readonly FlightOffer[],
  paymentMethod: PaymentMethod,
): OfferSummary[] {
  return offers.map((offer, index) => {
    const firstLeg = offer.legs[0];
    const firstSegment = firstLeg?.segments[0];
    const prices = offer.products.map(
      (product) => pricingBreakdown(product.pricing, paymentMethod).total.total,
    );
    return {
      offer,
      index,
      price: Math.min(...prices),
      durationMinutes: offer.legs.reduce((sum, leg) => sum + legMinutes(leg), 0),
      stops: Math.max(...offer.legs.map((leg) => leg.segments.length - 1)),
      departureMinuteOfDay: minuteOfDay(firstSegment?.departure.at),
      arrivalMinuteOfDay: minuteOfDay(firstLeg?.segments.at(-1)?.arrival.at),
      departureInstant:
        (firstSegment && readIsoDateTime(firstSegment.departure.at)?.instantMs) ?? Number.MAX_SAFE_INTEGER,
      airline: offer.validatingCarrier.code,
      refundable: offer.products.some((product) => product.refundable),
      baggageIncluded: offer.products.some((product) => product.baggage.checked.pieces > 0),
      contentKind: offer.contentKind,
    };
  });
}

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
  const airlines = new Map<string, { code: string; name: string; count: number }>();
  let price = { min: Infinity, max: -Infinity };
  let duration = { min: Infinity, max: -Infinity };
  for (const summary of summaries) {
    price = { min: Math.min(price.min, summary.price), max: Math.max(price.max, summary.price) };
    duration = {
      min: Math.min(duration.min, summary.durationMinutes),
      max: Math.max(duration.max, summary.durationMinutes),
    };
    const carrier = summary.offer.validatingCarrier;
    const entry = airlines.get(carrier.code) ?? { code: carrier.code, name: carrier.name, count: 0 };
    airlines.set(carrier.code, { ...entry, count: entry.count + 1 });
  }
  const finite = (range: NumberRange) => (Number.isFinite(range.min) ? range : { min: 0, max: 0 });
  return {
    price: finite(price),
    duration: finite(duration),
    airlines: [...airlines.values()].sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
  };
}

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
