/**
 * Argana Air's cabin as the simulated airline draws it: an Airbus A320 of 30 rows, ABC DEF, the front row
 * and the over-wing exit row with more legroom; seats taken by other airlines' passengers (a hash of
 * flight and seat, the same every run) and by the bookings kept in `bookings.ts`.
 */
import type { Seat } from '@comptoir/flight-domain';
import type { LowCostSeatMap } from '../client/seat-map';
import { seatPrice, type FareBundleCode } from '../rules';
import { hash } from './schedule';

const ROWS = 30;
const COLUMNS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
const EXIT_ROW = 12;
const EXTRA_LEGROOM_ROWS = new Set([1, EXIT_ROW]);
/** About a third of the cabin is already taken. */
const TAKEN_PERCENT = 35;

const POSITION: Record<(typeof COLUMNS)[number], Seat['characteristics'][number]> = {
  A: 'window',
  B: 'middle',
  C: 'aisle',
  D: 'aisle',
  E: 'middle',
  F: 'window',
};

/**
 * A flight's seat map for a passenger in `bundle`: each seat free, paid (with its price) or occupied.
 *
 * @example
 * airlineSeatMap('R9 1060', '2026-12-18T07:15', 'BASIC', new Set(['12A'])).decks[0]?.rows.length // 30
 */
export function airlineSeatMap(
  flightNumber: string,
  departure: string,
  bundle: FareBundleCode,
  booked: ReadonlySet<string>,
): LowCostSeatMap {
  const rows = Array.from({ length: ROWS }, (_, index) => {
    const number = index + 1;
    const extraLegroom = EXTRA_LEGROOM_ROWS.has(number);
    const seats = COLUMNS.map((column): Seat => {
      const code = `${String(number)}${column}`;
      const taken = booked.has(code) || hash(`${flightNumber}|${departure}|${code}`) % 100 < TAKEN_PERCENT;
      const price = seatPrice(extraLegroom, bundle);
      return {
        code,
        column,
        availability: taken ? 'occupied' : price === 0 ? 'free' : 'paid',
        ...(price === 0 ? {} : { price: { amount: price, currency: 'MAD' } }),
        characteristics: [
          POSITION[column],
          ...(number === EXIT_ROW ? (['exit-row'] as const) : []),
          ...(extraLegroom ? (['extra-legroom'] as const) : []),
        ],
      };
    });
    return { number, seats, exitRow: number === EXIT_ROW, overWing: false };
  });
  return {
    segmentId: flightNumber,
    flight: flightNumber,
    equipment: '320',
    decks: [{ name: 'Main deck', columns: ['A', 'B', 'C', null, 'D', 'E', 'F'], rows }],
  };
}
