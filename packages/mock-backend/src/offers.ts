/**
 * The deterministic offer generator: schedules, itineraries and fares for any route and date, from a
 * seeded PRNG (route + date + search), so the same search always answers the same offers.
 *
 * Network model: an airline flies from its hubs (or bases) to airports within its range; connections go
 * through the hubs of the airline or of its alliance partners. Every search field is honoured: cabin,
 * isDirect, isRefundable, airlines with airlineType, permitted and prohibited booking classes,
 * maxConnectionDuration, isNDC and the passenger counts.
 */
import {
  type baggageAllowanceSchema,
  type CabinClass,
  type Centimes,
  computePriceBreakdown,
  type fareRuleSchema,
  formatIsoDuration,
  type legSchema,
  type Markup,
  type MultiCitySearch,
  type OneWaySearch,
  parseIsoDuration,
  type PassengerTypeCode,
  type RoundTripSearch,
  type segmentSchema,
  toCentimes,
} from '@comptoir/flight-domain';
import type { z } from 'zod';
import { type Airline, AIRLINES } from './data/airlines';
import { type Airport, airportsFor, distanceKm, findAirport } from './data/airports';
import { hashText, seededRandom, type Random } from './random';

type LegWire = z.input<typeof legSchema>;
type SegmentWire = z.input<typeof segmentSchema>;
type FareRule = z.input<typeof fareRuleSchema>;
type Baggage = z.input<typeof baggageAllowanceSchema>;

/** A price in centimes (the sandbox keeps money exact and converts at the wire). */
export interface PriceLines {
  base: Centimes;
  taxes: Centimes;
  markup: Centimes;
  total: Centimes;
}
interface PassengerPriceLines {
  passengerType: PassengerTypeCode;
  count: number;
  price: PriceLines;
}
export interface PricingLines {
  total: PriceLines;
  perPassenger: PassengerPriceLines[];
}

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

/** What the organization adds to every fare, per content kind. */
export type MarkupFor = (contentKind: 'GDS' | 'NDC') => Markup;

interface Flight {
  airline: Airline;
  number: string;
  from: Airport;
  to: Airport;
  departureMs: number;
  arrivalMs: number;
  minutes: number;
  equipment: string;
}

interface Itinerary {
  flights: Flight[];
  /** The fare of one adult in economy tier 1, whole MAD, before taxes. */
  baseMad: number;
  taxesMad: number;
  validating: Airline;
}

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const MIN_CONNECTION_MINUTES = 50;
const MAX_CONNECTION_MINUTES = 14 * 60;
const LOW_COST_COUNTRIES = new Set([
  'MA',
  'FR',
  'GB',
  'IE',
  'NL',
  'BE',
  'DE',
  'CH',
  'AT',
  'ES',
  'PT',
  'IT',
  'DK',
  'SE',
  'NO',
  'PL',
  'CZ',
  'HU',
  'MT',
  'LU',
  'GR',
  'HR',
]);

/** Block time of a flight: taxi and climb, then cruise at about 800 km/h. */
function blockMinutes(distance: number): number {
  return Math.round((35 + (distance / 800) * 60) / 5) * 5;
}

function isServedBy(airline: Airline, from: Airport, to: Airport): boolean {
  if (from.cityCode === to.cityCode) return false;
  const distance = distanceKm(from, to);
  if (distance < 150 || distance > airline.rangeKm) return false;
  const fromHub = airline.hubs.includes(from.iataCode);
  const toHub = airline.hubs.includes(to.iataCode);
  if (!fromHub && !toHub) return false;
  const other = fromHub ? to : from;
  if (airline.lowCost)
    return (
      LOW_COST_COUNTRIES.has(other.country.code) &&
      LOW_COST_COUNTRIES.has(fromHub ? from.country.code : to.country.code)
    );
  if (distance > 4_500 && airline.fleet.wide === undefined) return false;
  return other.size >= 2 || other.country.code === airline.country || (fromHub && toHub);
}

function equipmentFor(airline: Airline, distance: number, random: Random): string {
  if (distance > 4_500 && airline.fleet.wide !== undefined) return airline.fleet.wide;
  if (distance < 700 && airline.fleet.regional !== undefined && random.chance(0.6))
    return airline.fleet.regional;
  if (distance > 2_500 && airline.fleet.wide !== undefined && random.chance(0.25)) return airline.fleet.wide;
  return airline.fleet.narrow;
}

/** The local date of a departure at an airport, as midnight UTC of that date, in ms. */
function dayStartMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** An instant as local time at an airport, with its offset: `2026-12-01T10:05:00+01:00`. */
function localTimestamp(instantMs: number, utcOffsetMinutes: number): string {
  const local = new Date(instantMs + utcOffsetMinutes * MINUTE).toISOString().slice(0, 19);
  const sign = utcOffsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(utcOffsetMinutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  const minutes = String(absolute % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

/** The day's flights of one airline on one route: stable for the route and date. */
function schedule(airline: Airline, from: Airport, to: Airport, date: string): Flight[] {
  const random = seededRandom(`schedule|${airline.code}|${from.iataCode}|${to.iataCode}|${date}`);
  const distance = distanceKm(from, to);
  const busy = (from.size + to.size) / 2;
  const maxDaily = distance > 6_000 ? 2 : Math.round(busy * busy * (airline.lowCost ? 0.5 : 0.9));
  const count = random.int(Math.ceil(maxDaily / 2), Math.max(1, maxDaily));
  const minutes = blockMinutes(distance) + random.int(0, 3) * 5;
  const routeNumber = 100 + (hashText(`${airline.code}${from.iataCode}${to.iataCode}`) % 800) * 2;
  const flights: Flight[] = [];
  for (let index = 0; index < count; index += 1) {
    const slot =
      (count === 1 ? random.int(7, 20) : 6 + Math.floor(((index + random.next()) * 16) / count)) * 60;
    const departureLocal = slot + random.int(0, 11) * 5;
    const departureMs = dayStartMs(date) + (departureLocal - from.country.utcOffsetMinutes) * MINUTE;
    flights.push({
      airline,
      number: `${airline.code}${String(routeNumber + index * 10 + (index % 2))}`,
      from,
      to,
      departureMs,
      arrivalMs: departureMs + minutes * MINUTE,
      minutes,
      equipment: equipmentFor(airline, distance, random),
    });
  }
  return flights;
}

function sameAlliance(first: Airline, second: Airline): boolean {
  return first.code === second.code || (first.alliance !== 'none' && first.alliance === second.alliance);
}

function fareOf(flights: Flight[], validating: Airline, seed: string): { baseMad: number; taxesMad: number } {
  const random = seededRandom(`fare|${seed}`);
  const distance = flights.reduce((sum, flight) => sum + distanceKm(flight.from, flight.to), 0);
  const demand = 0.8 + random.next() * 0.6;
  const lowCost = validating.lowCost ? 0.6 : 1;
  const connecting = flights.length > 1 ? 0.88 : 1;
  const baseMad = Math.round((300 + distance * 0.5) * demand * lowCost * connecting);
  const taxesMad = Math.round(180 + distance * 0.06 + flights.length * 95);
  return { baseMad, taxesMad };
}

/** Every itinerary from one airport to another on a date: direct flights and one-stop connections. */
function itinerariesBetween(from: Airport, to: Airport, date: string, maxConnection: number): Itinerary[] {
  const itineraries: Itinerary[] = [];
  for (const airline of AIRLINES) {
    if (!isServedBy(airline, from, to)) continue;
    for (const flight of schedule(airline, from, to, date)) {
      itineraries.push({
        flights: [flight],
        validating: airline,
        ...fareOf([flight], airline, flight.number + date),
      });
    }
  }
  const direct = distanceKm(from, to);
  const seen = new Set<string>();
  for (const owner of AIRLINES) {
    if (owner.lowCost) continue;
    for (const hubCode of owner.hubs) {
      const hub = findAirport(hubCode);
      if (hub === undefined || hub.cityCode === from.cityCode || hub.cityCode === to.cityCode) continue;
      if (distanceKm(from, hub) + distanceKm(hub, to) > direct * (direct < 800 ? 3 : 2)) continue;
      const firstCarriers = AIRLINES.filter(
        (airline) => !airline.lowCost && sameAlliance(owner, airline) && isServedBy(airline, from, hub),
      );
      const secondCarriers = AIRLINES.filter(
        (airline) => !airline.lowCost && sameAlliance(owner, airline) && isServedBy(airline, hub, to),
      );
      if (!firstCarriers.includes(owner) && !secondCarriers.includes(owner)) continue;
      const firsts = firstCarriers.flatMap((airline) => schedule(airline, from, hub, date));
      const nextDay = new Date(dayStartMs(date) + DAY).toISOString().slice(0, 10);
      const seconds = secondCarriers.flatMap((airline) => [
        ...schedule(airline, hub, to, date),
        ...schedule(airline, hub, to, nextDay),
      ]);
      for (const first of firsts) {
        for (const second of seconds) {
          const layover = (second.departureMs - first.arrivalMs) / MINUTE;
          if (layover < MIN_CONNECTION_MINUTES || layover > maxConnection) continue;
          const key = `${first.number}|${second.number}|${String(second.departureMs)}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const flights = [first, second];
          const validating =
            distanceKm(first.from, first.to) >= distanceKm(second.from, second.to)
              ? first.airline
              : second.airline;
          itineraries.push({ flights, validating, ...fareOf(flights, validating, key + date) });
        }
      }
    }
  }
  return itineraries;
}

const CABIN_FACTORS: Record<CabinClass, number> = {
  Economy: 1,
  PremiumEconomy: 1.7,
  Business: 3.4,
  First: 6,
  PremiumFirst: 8,
};
const TIER_FACTORS = [1, 1.35, 1.9] as const;
const BOOKING_CLASSES: Record<
  CabinClass,
  readonly [readonly string[], readonly string[], readonly string[]]
> = {
  Economy: [
    ['O', 'Q', 'T', 'V'],
    ['L', 'K', 'H', 'M'],
    ['B', 'Y'],
  ],
  PremiumEconomy: [['N'], ['E'], ['W']],
  Business: [['Z', 'D'], ['I', 'C'], ['J']],
  First: [['A'], ['A'], ['F']],
  PremiumFirst: [['R'], ['R'], ['P']],
};
const FIRST_CLASS_AIRLINES = new Set(['EK', 'QR', 'EY', 'AF', 'LH', 'BA']);

function offersCabin(itinerary: Itinerary, cabin: CabinClass): boolean {
  const airlines = itinerary.flights.map((flight) => flight.airline);
  const wide = itinerary.flights.every(
    (flight) => flight.airline.fleet.wide === flight.equipment || distanceKm(flight.from, flight.to) < 4_500,
  );
  switch (cabin) {
    case 'Economy':
      return true;
    case 'Business':
      return airlines.every((airline) => !airline.lowCost);
    case 'PremiumEconomy':
      return (
        airlines.every((airline) => !airline.lowCost && airline.fleet.wide !== undefined) &&
        itinerary.flights.some((flight) => flight.equipment === flight.airline.fleet.wide)
      );
    case 'First':
    case 'PremiumFirst':
      return (
        wide &&
        airlines.every((airline) => FIRST_CLASS_AIRLINES.has(airline.code)) &&
        itinerary.flights.some((flight) => flight.equipment === flight.airline.fleet.wide)
      );
  }
}

function baggageFor(tier: number, cabin: CabinClass, lowCost: boolean, longHaul: boolean): Baggage {
  if (cabin !== 'Economy')
    return { checked: { pieces: tier === 1 ? 1 : 2, weightKg: 32 }, carryOn: { pieces: 2, weightKg: 18 } };
  const checked = tier === 1 ? (longHaul && !lowCost ? 1 : 0) : tier === 2 ? 1 : 2;
  return {
    checked: checked === 0 ? { pieces: 0 } : { pieces: checked, weightKg: 23 },
    carryOn: { pieces: 1, weightKg: lowCost ? 10 : 12 },
  };
}

function fareRulesFor(tier: number, changeable: boolean, refundable: boolean, baggage: Baggage): FareRule[] {
  const changeFee = tier === 3 ? 'free of charge' : 'for a fee of 450 MAD plus any fare difference';
  return [
    {
      category: 'PE',
      title: 'Penalties',
      text: `Tier ${String(tier)} fare. No-show: the unused flights lose their value${refundable ? ' except airport taxes' : ''}.`,
    },
    {
      category: 'CHG',
      title: 'Changes',
      text: changeable
        ? `Changes before departure are permitted ${changeFee}.`
        : 'Changes are not permitted.',
    },
    {
      category: 'REF',
      title: 'Refunds',
      text: refundable
        ? 'Refundable before departure, minus a 300 MAD fee.'
        : 'Non-refundable. Airport taxes are refunded on request.',
    },
    {
      category: 'BAG',
      title: 'Baggage',
      text:
        baggage.checked.pieces === 0
          ? 'Cabin bag only; checked bags are sold as ancillaries.'
          : `${String(baggage.checked.pieces)} checked bag(s) of ${String(baggage.checked.weightKg ?? 23)} kg included.`,
    },
    { category: 'VOID', title: 'Void', text: 'A ticket may be voided until 23:59 on the day it was issued.' },
  ];
}

/** Adults, children, infants and unaccompanied minors with their share of the adult fare. */
const PASSENGER_SHARES: readonly {
  field: 'adt' | 'cnn' | 'inf' | 'unn';
  type: PassengerTypeCode;
  base: number;
  taxes: number;
  surchargeMad: number;
}[] = [
  { field: 'adt', type: 'ADT', base: 1, taxes: 1, surchargeMad: 0 },
  { field: 'cnn', type: 'CNN', base: 0.75, taxes: 1, surchargeMad: 0 },
  { field: 'inf', type: 'INF', base: 0.1, taxes: 0.3, surchargeMad: 0 },
  { field: 'unn', type: 'UNN', base: 1, taxes: 1, surchargeMad: 400 },
];

function addLines(first: PriceLines, second: PriceLines): PriceLines {
  return {
    base: first.base + second.base,
    taxes: first.taxes + second.taxes,
    markup: first.markup + second.markup,
    total: first.total + second.total,
  };
}

/** The price of one passenger of each type present, with the markup and agency fees per passenger. */
function pricingFor(
  baseMad: number,
  taxesMad: number,
  counts: { adt: number; cnn: number; inf: number; unn: number },
  markup: Markup,
  feesCentimes: Centimes,
): PricingLines {
  const perPassenger: PassengerPriceLines[] = [];
  for (const share of PASSENGER_SHARES) {
    const count = counts[share.field];
    if (count === 0) continue;
    const base = toCentimes(Math.round(baseMad * share.base + share.surchargeMad));
    const taxes = toCentimes(Math.round(taxesMad * share.taxes));
    const breakdown = computePriceBreakdown({ base, taxes }, { markup });
    const markupTotal = breakdown.markup + feesCentimes;
    perPassenger.push({
      passengerType: share.type,
      count,
      price: { base, taxes, markup: markupTotal, total: base + taxes + markupTotal },
    });
  }
  return pricingFromLines(perPassenger);
}

/** A pricing from its lines per passenger type: the total is each line's price times its count. */
export function pricingFromLines(perPassenger: PassengerPriceLines[]): PricingLines {
  const zero: PriceLines = { base: 0, taxes: 0, markup: 0, total: 0 };
  const total = perPassenger.reduce(
    (sum, line) =>
      addLines(sum, {
        base: line.price.base * line.count,
        taxes: line.price.taxes * line.count,
        markup: line.price.markup * line.count,
        total: line.price.total * line.count,
      }),
    zero,
  );
  return { total, perPassenger };
}

function segmentWire(
  flight: Flight,
  cabin: CabinClass,
  bookingClass: string,
  fareBasis: string,
  random: Random,
): SegmentWire {
  const terminal = (airport: Airport) =>
    airport.size === 3 ? random.pick(['1', '2', '2E', '3']) : undefined;
  const departureTerminal = terminal(flight.from);
  const arrivalTerminal = terminal(flight.to);
  return {
    id: segmentIdOf(flight),
    carrier: { code: flight.airline.code, name: flight.airline.name },
    flightNumber: flight.number,
    departure: {
      airport: flight.from.iataCode,
      airportName: flight.from.name,
      city: flight.from.city,
      country: flight.from.country.code,
      ...(departureTerminal === undefined ? {} : { terminal: departureTerminal }),
      at: localTimestamp(flight.departureMs, flight.from.country.utcOffsetMinutes),
    },
    arrival: {
      airport: flight.to.iataCode,
      airportName: flight.to.name,
      city: flight.to.city,
      country: flight.to.country.code,
      ...(arrivalTerminal === undefined ? {} : { terminal: arrivalTerminal }),
      at: localTimestamp(flight.arrivalMs, flight.to.country.utcOffsetMinutes),
    },
    duration: formatIsoDuration(flight.minutes),
    equipment: flight.equipment,
    cabin,
    bookingClass,
    fareBasis,
  };
}

/** `AT750-CMNCDG-20261201`: a flight on a date, the key of its seat map. */
function segmentIdOf(flight: Flight): string {
  return `${flight.number}-${flight.from.iataCode}${flight.to.iataCode}-${new Date(flight.departureMs).toISOString().slice(0, 10).replaceAll('-', '')}`;
}

function legWire(
  itinerary: Itinerary,
  cabin: CabinClass,
  classes: readonly string[],
  fareBasis: string,
  random: Random,
): LegWire {
  const first = itinerary.flights[0];
  const last = itinerary.flights.at(-1);
  if (first === undefined || last === undefined) throw new Error('An itinerary has at least one flight');
  return {
    segments: itinerary.flights.map((flight, index) =>
      segmentWire(flight, cabin, classes[index] ?? classes[0] ?? 'Y', fareBasis, random),
    ),
    duration: formatIsoDuration((last.arrivalMs - first.departureMs) / MINUTE),
  };
}

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
    airportsFor(leg.to).flatMap((to) => itinerariesBetween(from, to, leg.date, maxConnection)),
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
 * `markupFor` gives the organization's markup per content kind.
 */
export function generateOffers(
  search: FlightSearch,
  markupFor: MarkupFor,
  organizationId: string,
): GeneratedOffer[] {
  const key = searchKey(search, organizationId);
  const searchHash = hashText(key).toString(36).toUpperCase();
  const contentKind = search.isNDC ? 'NDC' : 'GDS';
  const markup = markupFor(contentKind);
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

/** `CMN-CDG / CDG-CMN`: the route of some legs, as the reservation list shows it. */
export function routeOf(legs: readonly LegWire[]): string {
  return legs
    .map((leg) => {
      const first = leg.segments[0];
      const last = leg.segments.at(-1);
      return first === undefined || last === undefined
        ? ''
        : `${first.departure.airport}-${last.arrival.airport}`;
    })
    .join(' / ');
}
