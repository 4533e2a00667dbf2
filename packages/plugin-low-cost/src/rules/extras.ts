/**
 * Argana Air's paid extras: checked bags per passenger and flight, and seats chosen on its seat map.
 * Amounts are integer MAD centimes. Infants travel on a lap: no seat, no bag of their own.
 */
import type { Centimes } from '@comptoir/flight-domain';
import type { FareBundleCode, LowCostPassengerType } from './fare-codes';
import { FARE_BUNDLES } from './fares';

/** One checked bag of 23 kg, per passenger and flight, bought with the booking. */
export const CHECKED_BAG_PRICE: Centimes = 15_000;
/** The most bags one passenger may buy per flight (beyond those the bundle includes). */
export const MAX_EXTRA_BAGS = 2;
/** A standard seat's price, and a seat with more legroom (exit rows, the front rows). */
export const SEAT_PRICES = { standard: 6_000, extraLegroom: 12_000 } as const;

/** Whether a passenger type may have a seat and bags of their own. */
export const takesSeatAndBags = (type: LowCostPassengerType): boolean => type !== 'INF';

/**
 * What a seat costs a passenger in a bundle: Basic pays every seat, Value has standard seats free and
 * pays those with more legroom, Flexible has every seat free.
 *
 * @example
 * seatPrice(true, 'VALUE') // 12_000
 * seatPrice(false, 'VALUE') // 0
 */
export function seatPrice(extraLegroom: boolean, bundle: FareBundleCode): Centimes {
  const free = FARE_BUNDLES[bundle].freeSeats;
  if (free === 'any' || (free === 'standard' && !extraLegroom)) return 0;
  return extraLegroom ? SEAT_PRICES.extraLegroom : SEAT_PRICES.standard;
}

/** One passenger's extras on one flight. */
export interface PassengerExtras {
  readonly type: LowCostPassengerType;
  /** Bags bought on top of the bundle's. */
  readonly bags: number;
  /** The chosen seat's price (see `seatPrice`), or null without a chosen seat. */
  readonly seatPrice: Centimes | null;
}

/**
 * The price of one passenger's extras on one flight; an infant's are refused (they have none).
 *
 * @example
 * extrasPrice({ type: 'ADT', bags: 2, seatPrice: 6_000 }) // 36_000
 * extrasPrice({ type: 'INF', bags: 1, seatPrice: null }) // throws
 */
export function extrasPrice(extras: PassengerExtras): Centimes {
  if (!Number.isInteger(extras.bags) || extras.bags < 0 || extras.bags > MAX_EXTRA_BAGS)
    throw new RangeError(`Between 0 and ${String(MAX_EXTRA_BAGS)} extra bags per passenger and flight.`);
  if (!takesSeatAndBags(extras.type) && (extras.bags > 0 || extras.seatPrice !== null))
    throw new RangeError('An infant on a lap has no seat or bag of their own.');
  return extras.bags * CHECKED_BAG_PRICE + (extras.seatPrice ?? 0);
}
