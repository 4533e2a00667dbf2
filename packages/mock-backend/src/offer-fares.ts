/**
 * The offer generator's fares: which cabins an itinerary offers, booking classes and tiers, baggage and
 * fare rules per tier, and prices per passenger type with the organization's markup and fees, in
 * centimes (the sandbox keeps money exact and converts at the wire).
 */
import {
  type baggageAllowanceSchema,
  type CabinClass,
  type Centimes,
  computePriceBreakdown,
  type fareRuleSchema,
  type Markup,
  type PassengerTypeCode,
  toCentimes,
} from '@comptoir/flight-domain';
import type { z } from 'zod';
import { distanceKm } from './data/airports';
import type { Itinerary } from './offer-network';

export type Baggage = z.input<typeof baggageAllowanceSchema>;
export type FareRule = z.input<typeof fareRuleSchema>;

/** A price in centimes (the sandbox keeps money exact and converts at the wire). */
export interface PriceLines {
  base: Centimes;
  taxes: Centimes;
  markup: Centimes;
  total: Centimes;
}
export interface PassengerPriceLines {
  passengerType: PassengerTypeCode;
  count: number;
  price: PriceLines;
}
export interface PricingLines {
  total: PriceLines;
  perPassenger: PassengerPriceLines[];
}

export const CABIN_FACTORS: Record<CabinClass, number> = {
  Economy: 1,
  PremiumEconomy: 1.7,
  Business: 3.4,
  First: 6,
  PremiumFirst: 8,
};
export const TIER_FACTORS = [1, 1.35, 1.9] as const;
export const BOOKING_CLASSES: Record<
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

export function offersCabin(itinerary: Itinerary, cabin: CabinClass): boolean {
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

export function baggageFor(tier: number, cabin: CabinClass, lowCost: boolean, longHaul: boolean): Baggage {
  if (cabin !== 'Economy')
    return { checked: { pieces: tier === 1 ? 1 : 2, weightKg: 32 }, carryOn: { pieces: 2, weightKg: 18 } };
  const checked = tier === 1 ? (longHaul && !lowCost ? 1 : 0) : tier === 2 ? 1 : 2;
  return {
    checked: checked === 0 ? { pieces: 0 } : { pieces: checked, weightKg: 23 },
    carryOn: { pieces: 1, weightKg: lowCost ? 10 : 12 },
  };
}

export function fareRulesFor(
  tier: number,
  changeable: boolean,
  refundable: boolean,
  baggage: Baggage,
): FareRule[] {
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
export function pricingFor(
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
