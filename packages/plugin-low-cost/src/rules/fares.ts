/**
 * Argana Air's fare bundles and how a price is made for each type of passenger. Amounts are integer
 * MAD centimes (flight-domain's `Centimes`).
 */
import { type Centimes, multiplyCentimes } from '@comptoir/flight-domain';
import {
  LOW_COST_PASSENGER_TYPES,
  type FareBundleCode,
  type LowCostPassengerType,
  type PassengerCounts,
} from './fare-codes';

/** What a bundle includes, per passenger and per flight. */
export interface FareBundle {
  readonly code: FareBundleCode;
  readonly name: string;
  /** The cabin bag: always one under-seat bag; a 10 kg overhead bag from Value up. */
  readonly cabinBag: string;
  /** Checked bags included (0 in Basic: bought as an extra). */
  readonly checkedBags: number;
  /** Which seats come free: none (every chosen seat is paid), standard rows, or any seat. */
  readonly freeSeats: 'none' | 'standard' | 'any';
  /** A date or route change per passenger and flight (the fare difference always due); null: not allowed. */
  readonly changeFee: Centimes | null;
  /** Refundable as a credit before departure. */
  readonly refundable: boolean;
  /** Added to each adult's and child's fare for this bundle. */
  readonly supplement: Centimes;
}

/** The three bundles, cheapest first. */
export const FARE_BUNDLES: Readonly<Record<FareBundleCode, FareBundle>> = {
  BASIC: {
    code: 'BASIC',
    name: 'Basic',
    cabinBag: '1 under-seat bag (40 × 30 × 20 cm)',
    checkedBags: 0,
    freeSeats: 'none',
    changeFee: null,
    refundable: false,
    supplement: 0,
  },
  VALUE: {
    code: 'VALUE',
    name: 'Value',
    cabinBag: '1 under-seat bag + 1 cabin bag of 10 kg',
    checkedBags: 1,
    freeSeats: 'standard',
    changeFee: 35_000,
    refundable: false,
    supplement: 25_000,
  },
  FLEX: {
    code: 'FLEX',
    name: 'Flexible',
    cabinBag: '1 under-seat bag + 1 cabin bag of 10 kg',
    checkedBags: 1,
    freeSeats: 'any',
    changeFee: 0,
    refundable: true,
    supplement: 60_000,
  },
};

/** Airport taxes and charges per adult or child and flight; infants pay none. */
export const PASSENGER_TAXES: Centimes = 18_000;
/** An infant's fare on an adult's lap, whatever the bundle: no seat, no bag. */
export const INFANT_FARE: Centimes = 20_000;
/** A child's share of the adult fare (the bundle's supplement is paid in full). */
const CHILD_FARE_SHARE = 0.9;

/** One passenger's price for one flight: the fare (with the bundle's supplement), taxes, total. */
export interface PassengerPrice {
  readonly fare: Centimes;
  readonly taxes: Centimes;
  readonly total: Centimes;
}

/**
 * One passenger's price on a flight whose adult Basic fare is `adultFare`.
 *
 * @example
 * passengerPrice(50_000, 'VALUE', 'ADT') // { fare: 75_000, taxes: 18_000, total: 93_000 }
 * passengerPrice(50_000, 'VALUE', 'CNN') // { fare: 70_000, taxes: 18_000, total: 88_000 }
 * passengerPrice(50_000, 'FLEX', 'INF') // { fare: 20_000, taxes: 0, total: 20_000 }
 */
export function passengerPrice(
  adultFare: Centimes,
  bundle: FareBundleCode,
  type: LowCostPassengerType,
): PassengerPrice {
  if (type === 'INF') return { fare: INFANT_FARE, taxes: 0, total: INFANT_FARE };
  const base = type === 'CNN' ? multiplyCentimes(adultFare, CHILD_FARE_SHARE) : adultFare;
  const fare = base + FARE_BUNDLES[bundle].supplement;
  return { fare, taxes: PASSENGER_TAXES, total: fare + PASSENGER_TAXES };
}

/** A bundle's price for a party: one line per passenger type present, and the total. */
export interface BundlePrice {
  readonly bundle: FareBundleCode;
  readonly lines: readonly (PassengerPrice & { type: LowCostPassengerType; quantity: number })[];
  readonly total: Centimes;
}

/**
 * A bundle's price for every passenger of the party on one flight.
 *
 * @example
 * bundlePrice(50_000, 'BASIC', { ADT: 2, CNN: 0, INF: 1 }).total // 2 × 68_000 + 20_000 = 156_000
 */
export function bundlePrice(
  adultFare: Centimes,
  bundle: FareBundleCode,
  passengers: PassengerCounts,
): BundlePrice {
  const lines = LOW_COST_PASSENGER_TYPES.filter((type) => passengers[type] > 0).map((type) => ({
    type,
    quantity: passengers[type],
    ...passengerPrice(adultFare, bundle, type),
  }));
  return { bundle, lines, total: lines.reduce((sum, line) => sum + line.total * line.quantity, 0) };
}
