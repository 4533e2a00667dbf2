/**
 * The deterministic offer generator: schedules, itineraries and fares for any route and date, from a
 * seeded PRNG (route + date + search), so the same search always answers the same offers.
 *
 * Network model: an airline flies from its hubs (or bases) to airports within its range; connections go
 * through the hubs of the airline or of its alliance partners. Every search field is honoured: cabin,
 * isDirect, isRefundable, airlines with airlineType, permitted and prohibited booking classes,
 * maxConnectionDuration, isNDC and the passenger counts. Its parts: `offer-network.ts` (routes, schedules,
 * itineraries), `offer-fares.ts` (cabins, tiers, baggage, fare rules, prices), `offer-wire.ts` (legs and
 * segments as the backend sends them).
 */
import {
  type CabinClass,
  type legSchema,
  type Markup,
  type MarkupContext,
  type MultiCitySearch,
  type OneWaySearch,
  parseIsoDuration,
  type RoundTripSearch,
  toCentimes,
} from '@comptoir/flight-domain';
import type { z } from 'zod';
import { AIRLINES } from './data/airlines';
import { airportsFor, distanceKm } from './data/airports';
import {
  type Baggage,
  baggageFor,
  BOOKING_CLASSES,
  CABIN_FACTORS,
  type FareRule,
  fareRulesFor,
  offersCabin,
  pricingFor,
  type PricingLines,
  TIER_FACTORS,
} from './offer-fares';
import { type Itinerary, itinerariesBetween, MAX_CONNECTION_MINUTES, sameAlliance } from './offer-network';
import { legWire } from './offer-wire';
import { hashText, seededRandom } from './random';

type LegWire = z.input<typeof legSchema>;

interface GeneratedProduct {
  productId: string;
  brand: { name: string; tier: number; attributes: string[] };
  cabin: CabinClass;
  bookingClasses: string[];
  fareBasis: string;
  baggage: Baggage;
  changeable: boolean;
  refundable: boolean;
  seatsRemaining: number;
  pricing: PricingLines;
  fareRules: FareRule[];
}

export interface GeneratedOffer {
  offerId: string;
  identifier: string;
  contentKind: 'GDS' | 'NDC';
  validatingCarrier: { code: string; name: string };
  legs: LegWire[];
  products: GeneratedProduct[];
}

export type FlightSearch =
  | ({ kind: 'oneway' } & OneWaySearch)
  | ({ kind: 'roundtrip' } & RoundTripSearch)
  | ({ kind: 'multi-city' } & MultiCitySearch);

/** What the organization adds to an offer's fares: its markup rule for the offer's content, carrier, cabin, trip. */
export type MarkupFor = (context: MarkupContext) => Markup;

interface SearchLeg {
  from: string;
  to: string;
  date: string;
}

function legsOf(search: FlightSearch): SearchLeg[] {
  switch (search.kind) {
    case 'oneway':
      return [{ from: search.from, to: search.to, date: search.date }];
    case 'roundtrip':
      return [
        { from: search.from, to: search.to, date: search.date },
        { from: search.to, to: search.from, date: search.returnDate },
      ];
    case 'multi-city':
      return search.destinations;
  }
}

function itinerariesForLeg(leg: SearchLeg, search: FlightSearch): Itinerary[] {
  const maxConnection =
    search.maxConnectionDuration === undefined
      ? MAX_CONNECTION_MINUTES
      : (parseIsoDuration(search.maxConnectionDuration) ?? MAX_CONNECTION_MINUTES);
  const all = airportsFor(leg.from).flatMap((from) =>
    airportsFor(leg.to).flatMap((to) =>
      itinerariesBetween(from, to, leg.date, maxConnection, search.isDirect === true),
    ),
  );
  return all.filter((itinerary) => {
    if (search.isDirect === true && itinerary.flights.length > 1) return false;
    const codes = itinerary.flights.map((flight) => flight.airline.code);
    const listed = new Set((search.airlines ?? []).map((code) => code.toUpperCase()));
    if (listed.size > 0 && search.airlineType === 'Permitted' && !codes.every((code) => listed.has(code)))
      return false;
    if (listed.size > 0 && search.airlineType === 'Prohibited' && codes.some((code) => listed.has(code)))
      return false;
    if (
      search.isNDC &&
      !(itinerary.validating.ndc && codes.every((code) => code === itinerary.validating.code))
    )
      return false;
    return offersCabin(itinerary, search.cabin);
  });
}

/** A search's stable key: every field that changes the answer. */
function searchKey(search: FlightSearch, organizationId: string): string {
  return JSON.stringify({ ...search, organizationId });
}

/**
 * The offers for a search, cheapest first (preferred airlines first when airlineType is Preferred).
 * `markupFor` gives the organization's markup for each offer.
 */
export function generateOffers(
  search: FlightSearch,
  markupFor: MarkupFor,
  organizationId: string,
): GeneratedOffer[] {
  const key = searchKey(search, organizationId);
  const searchHash = hashText(key).toString(36).toUpperCase();
  const contentKind = search.isNDC ? 'NDC' : 'GDS';
  const fees = toCentimes(search.fees ?? 0);
  const counts = { adt: search.adt, cnn: search.cnn, inf: search.inf, unn: search.unn };
  const seatsNeeded = counts.adt + counts.cnn + counts.unn;
  const perLeg = legsOf(search).map((leg) =>
    itinerariesForLeg(leg, search).sort((a, b) => a.baseMad - b.baseMad),
  );
  const combinations = combine(perLeg, search.kind);
  const tripCode = search.kind === 'oneway' ? 'OW' : 'RT';
  const offers: GeneratedOffer[] = [];
  const preferred = new Set(
    search.airlineType === 'Preferred' ? (search.airlines ?? []).map((code) => code.toUpperCase()) : [],
  );

  combinations.forEach((itineraries, index) => {
    const offerId = `${contentKind}-${searchHash}-${String(index + 1).padStart(3, '0')}`;
    const random = seededRandom(`${key}|${String(index)}`);
    const validating = itineraries[0]?.validating ?? AIRLINES[0];
    if (validating === undefined) return;
    const flights = itineraries.flatMap((itinerary) => itinerary.flights);
    const markup = markupFor({
      contentKind,
      airline: validating.code,
      cabin: search.cabin,
      tripType: search.kind,
    });
    const longHaul = flights.some((flight) => distanceKm(flight.from, flight.to) > 4_500);
    const baseMad =
      itineraries.reduce((sum, itinerary) => sum + itinerary.baseMad, 0) *
      (itineraries.length > 1 ? 0.95 : 1) *
      (contentKind === 'NDC' ? 0.97 : 1);
    const taxesMad = itineraries.reduce((sum, itinerary) => sum + itinerary.taxesMad, 0);
    const products: GeneratedProduct[] = [];
    TIER_FACTORS.forEach((factor, tierIndex) => {
      const tier = tierIndex + 1;
      const cabin = search.cabin;
      const classOptions = BOOKING_CLASSES[cabin][tierIndex] ?? ['Y'];
      const bookingClasses = flights.map(() => random.pick(classOptions));
      const changeable = tier >= 2 || cabin !== 'Economy';
      const refundable = tier === 3 || (cabin !== 'Economy' && tier >= 2);
      if (search.isRefundable === true && !refundable) return;
      if (
        search.permittedClasses !== undefined &&
        search.permittedClasses.length > 0 &&
        !bookingClasses.every((code) => search.permittedClasses?.includes(code))
      )
        return;
      if (search.prohibitedClasses?.some((code) => bookingClasses.includes(code))) return;
      const seatsRemaining = random.int(1, 9);
      if (seatsRemaining < seatsNeeded) return;
      const baggage = baggageFor(tier, cabin, validating.lowCost, longHaul);
      const brandName =
        cabin === 'Economy'
          ? (validating.brands[tierIndex] ?? 'Standard')
          : `${cabin.replace(/([a-z])([A-Z])/g, '$1 $2')} ${['Saver', 'Classic', 'Flex'][tierIndex] ?? ''}`;
      const attributes = [
        baggage.checked.pieces === 0
          ? 'Cabin bag only'
          : `${String(baggage.checked.pieces)} × ${String(baggage.checked.weightKg ?? 23)} kg checked`,
        changeable ? (tier === 3 ? 'Free changes' : 'Changes with fee') : 'No changes',
        refundable ? 'Refundable' : 'Non-refundable',
        ...(tier === 3
          ? ['Seat selection included', 'Priority boarding']
          : tier === 2
            ? ['Standard seat selection']
            : []),
      ];
      products.push({
        productId: `${offerId}-P${String(tier)}`,
        brand: { name: brandName, tier, attributes },
        cabin,
        bookingClasses,
        fareBasis:
          `${bookingClasses[0] ?? 'Y'}${random.pick(['L', 'H', 'K'])}${tripCode}${validating.code.replace(/[^A-Z]/g, 'X')}${String(tier)}`.slice(
            0,
            8,
          ),
        baggage,
        changeable,
        refundable,
        seatsRemaining,
        pricing: pricingFor(
          Math.round(baseMad * factor * CABIN_FACTORS[cabin]),
          taxesMad,
          counts,
          markup,
          fees,
        ),
        fareRules: fareRulesFor(tier, changeable, refundable, baggage),
      });
    });
    const cheapest = products[0];
    if (cheapest === undefined) return;
    let classIndex = 0;
    const legs = itineraries.map((itinerary) => {
      const classes = cheapest.bookingClasses.slice(classIndex, classIndex + itinerary.flights.length);
      classIndex += itinerary.flights.length;
      return legWire(itinerary, search.cabin, classes, cheapest.fareBasis, random);
    });
    offers.push({
      offerId,
      identifier: `CO-${searchHash}`,
      contentKind,
      validatingCarrier: { code: validating.code, name: validating.name },
      legs,
      products,
    });
  });

  const lowest = (offer: GeneratedOffer) => offer.products[0]?.pricing.total.total ?? 0;
  return offers.sort((a, b) => {
    const preference =
      Number(preferred.has(b.validatingCarrier.code)) - Number(preferred.has(a.validatingCarrier.code));
    return preference !== 0 ? preference : lowest(a) - lowest(b) || a.offerId.localeCompare(b.offerId);
  });
}

const MAX_COMBINATIONS = 600;

/**
 * One-way: every itinerary. Round-trip: each outbound with up to three returns of the same airline or
 * alliance. Multi-city: one itinerary per leg, walking each leg's list in step.
 */
function combine(perLeg: Itinerary[][], kind: FlightSearch['kind']): Itinerary[][] {
  const [first = [], second = []] = perLeg;
  if (kind === 'oneway') return first.slice(0, MAX_COMBINATIONS).map((itinerary) => [itinerary]);
  if (kind === 'roundtrip') {
    const result: Itinerary[][] = [];
    for (const outbound of first) {
      const returns = second
        .filter((candidate) => sameAlliance(candidate.validating, outbound.validating))
        .slice(0, 3);
      for (const inbound of returns) result.push([outbound, inbound]);
      if (result.length >= MAX_COMBINATIONS) break;
    }
    return result;
  }
  if (perLeg.some((leg) => leg.length === 0)) return [];
  const count = Math.min(200, Math.max(...perLeg.map((leg) => leg.length)));
  return Array.from({ length: count }, (_, index) =>
    perLeg.flatMap((leg, legIndex) => leg[(index * (legIndex + 1)) % leg.length] ?? []),
  );
}
