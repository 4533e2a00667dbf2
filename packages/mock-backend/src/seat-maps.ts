/**
 * Seat maps per aircraft type: cabin layout (aisles), exit rows, over-wing rows, paid, free, occupied and
 * blocked seats, stable for a flight (seeded from the segment id).
 */
import {
  fromCentimes,
  type Seat,
  type seatMapSchema,
  type segmentSeatMapSchema,
  toCentimes,
} from '@comptoir/flight-domain';
import type { z } from 'zod';
import type { Leg, SeatAssignment } from './tables';
import { seededRandom } from './random';

type SegmentSeatMapWire = z.input<typeof segmentSeatMapSchema>;
type SeatWire = z.input<
  typeof seatMapSchema
>['segments'][number]['decks'][number]['rows'][number]['seats'][number];

interface Layout {
  columns: (string | null)[];
  rows: number;
  exitRows: readonly number[];
  wingRows: readonly [number, number];
  extraDeck?: { name: string; columns: (string | null)[]; rows: number };
}

const REGIONAL: Layout = {
  columns: ['A', 'C', null, 'D', 'F'],
  rows: 18,
  exitRows: [1, 12],
  wingRows: [5, 11],
};
const SMALL_JET: Layout = {
  columns: ['A', 'C', null, 'D', 'E', 'F'],
  rows: 26,
  exitRows: [10, 11],
  wingRows: [8, 14],
};
const NARROW: Layout = {
  columns: ['A', 'B', 'C', null, 'D', 'E', 'F'],
  rows: 30,
  exitRows: [12, 13],
  wingRows: [10, 16],
};
const LONG_NARROW: Layout = {
  columns: ['A', 'B', 'C', null, 'D', 'E', 'F'],
  rows: 36,
  exitRows: [11, 25],
  wingRows: [12, 20],
};
const WIDE: Layout = {
  columns: ['A', 'B', 'C', null, 'D', 'E', 'F', null, 'H', 'J', 'K'],
  rows: 42,
  exitRows: [20, 34],
  wingRows: [18, 27],
};
const TWIN_AISLE_8: Layout = {
  columns: ['A', 'B', null, 'D', 'E', 'F', 'G', null, 'J', 'K'],
  rows: 38,
  exitRows: [18, 30],
  wingRows: [16, 24],
};
const A380: Layout = {
  ...WIDE,
  rows: 50,
  exitRows: [22, 38],
  wingRows: [26, 36],
  extraDeck: { name: 'Upper deck', columns: ['A', 'C', null, 'D', 'E', 'F', 'G', null, 'H', 'K'], rows: 20 },
};

const LAYOUTS: Record<string, Layout> = {
  AT7: REGIONAL,
  DH4: REGIONAL,
  E90: SMALL_JET,
  E95: SMALL_JET,
  CR9: SMALL_JET,
  '223': SMALL_JET,
  '320': NARROW,
  '32N': NARROW,
  '73H': NARROW,
  '7M8': NARROW,
  '321': LONG_NARROW,
  '32Q': LONG_NARROW,
  '739': LONG_NARROW,
  '788': WIDE,
  '789': WIDE,
  '77W': WIDE,
  '359': WIDE,
  '332': TWIN_AISLE_8,
  '333': TWIN_AISLE_8,
  '339': TWIN_AISLE_8,
  '388': A380,
};

function characteristicsOf(
  columns: (string | null)[],
  index: number,
  row: number,
  layout: Layout,
): Seat['characteristics'] {
  const result: Seat['characteristics'] = [];
  const seatColumns = columns.filter((column): column is string => column !== null);
  const column = columns[index];
  if (column === seatColumns[0] || column === seatColumns.at(-1)) result.push('window');
  else if (columns[index - 1] === null || columns[index + 1] === null) result.push('aisle');
  else result.push('middle');
  if (layout.exitRows.includes(row)) result.push('exit-row', 'extra-legroom');
  if (row === 1) result.push('extra-legroom');
  if (row === 1 && layout === WIDE) result.push('bassinet');
  if (row === layout.rows && layout.exitRows.includes(row - 1)) result.push('restricted');
  return result;
}

function deckRows(
  segmentId: string,
  name: string,
  columns: (string | null)[],
  rowCount: number,
  layout: Layout,
  taken: ReadonlySet<string>,
  firstRow: number,
) {
  const random = seededRandom(`seats|${segmentId}|${name}`);
  return Array.from({ length: rowCount }, (_, rowIndex) => {
    const number = firstRow + rowIndex;
    const exitRow = layout.exitRows.includes(number);
    const seats = columns.flatMap((column, index): SeatWire[] => {
      if (column === null) return [];
      const code = `${String(number)}${column}`;
      const characteristics = characteristicsOf(columns, index, number, layout);
      const premium = exitRow || number <= 4;
      let availability: SeatWire['availability'] = random.chance(0.38)
        ? 'occupied'
        : premium
          ? 'paid'
          : random.chance(0.12)
            ? 'paid'
            : 'free';
      if (
        characteristics.includes('restricted') ||
        (number === firstRow + rowCount - 1 && column === columns[0])
      )
        availability = 'blocked';
      if (taken.has(code)) availability = 'occupied';
      const price =
        availability === 'paid'
          ? {
              amount: fromCentimes(toCentimes(exitRow ? 250 : random.pick([90, 120, 150]))),
              currency: 'MAD' as const,
            }
          : undefined;
      return [{ code, column, availability, characteristics, ...(price === undefined ? {} : { price }) }];
    });
    return { number, seats, exitRow, overWing: number >= layout.wingRows[0] && number <= layout.wingRows[1] };
  });
}

/** The seat map of one segment. `taken` seats (already assigned) show as occupied. */
function segmentSeatMap(
  segment: Leg['segments'][number],
  taken: ReadonlySet<string> = new Set(),
): SegmentSeatMapWire {
  const layout = LAYOUTS[segment.equipment] ?? NARROW;
  const decks = [
    {
      name: 'Main deck',
      columns: layout.columns,
      rows: deckRows(segment.id, 'Main deck', layout.columns, layout.rows, layout, taken, 1),
    },
  ];
  if (layout.extraDeck !== undefined) {
    decks.push({
      name: layout.extraDeck.name,
      columns: layout.extraDeck.columns,
      rows: deckRows(
        segment.id,
        layout.extraDeck.name,
        layout.extraDeck.columns,
        layout.extraDeck.rows,
        layout,
        taken,
        70,
      ),
    });
  }
  return { segmentId: segment.id, flight: segment.flightNumber, equipment: segment.equipment, decks };
}

/** The seat maps of every segment of an itinerary, with the reservation's own seats marked taken. */
export function seatMapFor(
  itinerary: readonly Leg[],
  seats: readonly SeatAssignment[] = [],
): z.input<typeof seatMapSchema> {
  return {
    segments: itinerary.flatMap((leg) =>
      leg.segments.map((segment) =>
        segmentSeatMap(
          segment,
          new Set(seats.filter((seat) => seat.segmentId === segment.id).map((seat) => seat.seatCode)),
        ),
      ),
    ),
  };
}

/** A seat of a segment's map, to check a choice: undefined when the aircraft has no such seat. */
export function findSeat(segment: Leg['segments'][number], seatCode: string): SeatWire | undefined {
  return segmentSeatMap(segment)
    .decks.flatMap((deck) => deck.rows)
    .flatMap((row) => row.seats)
    .find((seat) => seat.code === seatCode);
}
