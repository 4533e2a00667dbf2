/**
 * What a results list reads of each flight offer, computed once per offer (so that a filter or sort
 * change over thousands of offers is a few array passes): the price an offer shows for a payment method,
 * its legs' durations and layovers, and one summary per offer. Filters are in `offer-filters.ts`, sorts
 * in `offer-sorts.ts`.
 */
import type { Pricing } from './entities/prices';
import type { FlightOffer, Leg } from './entities/flights';
import { type IsoDateTime, readIsoDateTime } from './dates';
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

/** Minutes after local midnight of a timestamp read (the airport's own clock); 0 for none. */
function minuteOfDay(read: IsoDateTime | null): number {
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
 * Summarizes offers for filtering and sorting; `price` follows the payment method's surcharge. A part of a
 * list is summarized with the position of its first offer in the list (`firstIndex`), so that the parts
 * joined are the list's summaries.
 *
 * @example
 * summarizeOffers(offers, 'international-bank-card')[0]?.price // lowest total with 3 % surcharge
 * summarizeOffers(offers.slice(50, 100), 'cash', 50)[0]?.index // 50
 */
export function summarizeOffers(
  offers: readonly FlightOffer[],
  paymentMethod: PaymentMethod,
  firstIndex = 0,
): OfferSummary[] {
  return offers.map((offer, position) => {
    const index = firstIndex + position;
    const firstLeg = offer.legs[0];
    const firstSegment = firstLeg?.segments[0];
    const lastSegment = firstLeg?.segments.at(-1);
    // Each timestamp read once: a search summarizes hundreds of offers on the way to its first frame.
    const departure = firstSegment === undefined ? null : readIsoDateTime(firstSegment.departure.at);
    const arrival = lastSegment === undefined ? null : readIsoDateTime(lastSegment.arrival.at);
    const prices = offer.products.map(
      (product) => pricingBreakdown(product.pricing, paymentMethod).total.total,
    );
    return {
      offer,
      index,
      price: Math.min(...prices),
      durationMinutes: offer.legs.reduce((sum, leg) => sum + legMinutes(leg), 0),
      stops: Math.max(...offer.legs.map((leg) => leg.segments.length - 1)),
      departureMinuteOfDay: minuteOfDay(departure),
      arrivalMinuteOfDay: minuteOfDay(arrival),
      departureInstant: departure?.instantMs ?? Number.MAX_SAFE_INTEGER,
      airline: offer.validatingCarrier.code,
      refundable: offer.products.some((product) => product.refundable),
      baggageIncluded: offer.products.some((product) => product.baggage.checked.pieces > 0),
      contentKind: offer.contentKind,
    };
  });
}
