/**
 * The seat map's pure logic: seat names for assistive technology, the grid a deck forms, keyboard moves
 * inside it (WAI-ARIA grid pattern) and the price of a choice. No React here, so that it is tested in node.
 */
import { formatMoney, type Centimes, type Seat, type SeatMap } from '@comptoir/flight-domain';
import { m } from '../../i18n/paraglide/messages.js';

/** One segment's seat map, as `SeatMap['segments']` holds it. */
export type SegmentSeatMap = SeatMap['segments'][number];
type Deck = SegmentSeatMap['decks'][number];

/** A cell of a deck's grid: row index and seat column index (aisles not counted). */
export interface GridPosition {
  row: number;
  col: number;
}

/** A deck as a grid: one array per row, one entry per seat column, `null` where the row has no such seat. */
export type SeatGrid = (Seat | null)[][];

/** What a seat is for the passengers being seated. */
export type SeatState =
  | { kind: 'available' }
  | { kind: 'unavailable'; reason: 'occupied' | 'blocked' }
  | { kind: 'selected'; passengerName: string };

/** How many rows PageUp and PageDown move. */
export const SEAT_MAP_PAGE_ROWS = 5;

/** Words for each seat characteristic, as screen readers and the review say them. */
const SEAT_CHARACTERISTIC_LABELS: Record<Seat['characteristics'][number], () => string> = {
  window: m.seatmap_window,
  aisle: m.seatmap_aisle,
  middle: m.seatmap_middle,
  'exit-row': m.seatmap_exit_row,
  'extra-legroom': m.seatmap_extra_legroom,
  bassinet: m.seatmap_bassinet,
  restricted: m.seatmap_restricted,
};

/**
 * A seat's characteristics in the interface's language, each once (a sandbox front exit row lists extra legroom twice).
 *
 * @example
 * characteristicLabels(seat12A) // ['window', 'exit row', 'extra legroom']
 */
export function characteristicLabels(seat: Seat): string[] {
  return [...new Set(seat.characteristics)].map((characteristic) =>
    SEAT_CHARACTERISTIC_LABELS[characteristic](),
  );
}

/**
 * A seat's accessible name in the interface's language: code, characteristics, price or "free", and state.
 *
 * @example
 * seatLabel(seat12A, { kind: 'available' }) // '12A, window, extra legroom, 150,00 MAD, available'
 * seatLabel(seat3C, { kind: 'selected', passengerName: 'Amina Benali' }) // '3C, aisle, free, selected for Amina Benali'
 */
export function seatLabel(seat: Seat, state: SeatState): string {
  const price =
    seat.price === undefined ? m.seatmap_free() : formatMoney(seat.price.amount, seat.price.currency);
  const stateText =
    state.kind === 'available'
      ? m.seatmap_available()
      : state.kind === 'selected'
        ? m.seatmap_selected_for({ name: state.passengerName })
        : state.reason === 'occupied'
          ? m.seatmap_occupied()
          : m.seatmap_not_available();
  const parts = [seat.code, ...characteristicLabels(seat)];
  // An occupied seat has no price to pay.
  if (state.kind !== 'unavailable') parts.push(price);
  parts.push(stateText);
  return parts.join(', ');
}

/**
 * Up to two initials of a passenger's name, for the seat they hold.
 *
 * @example
 * passengerInitials('amina el idrissi') // 'AI'
 * passengerInitials('Youssef') // 'Y'
 */
export function passengerInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The seat columns of a deck, without its aisles. */
export function seatColumns(deck: Deck): string[] {
  return deck.columns.filter((column): column is string => column !== null);
}

/**
 * A deck as a grid of rows × seat columns.
 *
 * @example
 * deckGrid({ name: 'Main deck', columns: ['A', null, 'C'], rows: [row1] }) // [[seat1A, seat1C]]
 */
export function deckGrid(deck: Deck): SeatGrid {
  const columns = seatColumns(deck);
  return deck.rows.map((row) =>
    columns.map((column) => row.seats.find((seat) => seat.column === column) ?? null),
  );
}

/** The key that was pressed, as the grid needs it. */
export interface GridKey {
  key: string;
  ctrlKey?: boolean;
  shiftKey?: boolean;
}

function seatAt(grid: SeatGrid, { row, col }: GridPosition): Seat | null {
  return grid[row]?.[col] ?? null;
}

/** The nearest seat from `start` going by `step` along the row, or `null`. */
function alongRow(grid: SeatGrid, row: number, start: number, step: 1 | -1): GridPosition | null {
  for (let col = start; col >= 0 && col < (grid[row]?.length ?? 0); col += step) {
    if (seatAt(grid, { row, col }) !== null) return { row, col };
  }
  return null;
}

/** The nearest row from `start` going by `step` that has a seat in `col`, or `null`. */
function alongColumn(grid: SeatGrid, col: number, start: number, step: 1 | -1): GridPosition | null {
  for (let row = start; row >= 0 && row < grid.length; row += step) {
    if (seatAt(grid, { row, col }) !== null) return { row, col };
  }
  return null;
}

/** Every seat position in reading order: row by row, left to right. */
function readingOrder(grid: SeatGrid): GridPosition[] {
  return grid.flatMap((cells, row) => cells.flatMap((seat, col) => (seat === null ? [] : [{ row, col }])));
}

/**
 * The next selectable seat after `from` in reading order (before it with `backwards`), wrapping round
 * the deck; `null` when no seat is selectable.
 */
export function nextSelectableSeat(
  grid: SeatGrid,
  from: GridPosition,
  isSelectable: (seat: Seat) => boolean,
  backwards = false,
): GridPosition | null {
  const order = readingOrder(grid);
  const index = order.findIndex(({ row, col }) => row === from.row && col === from.col);
  for (let step = 1; step <= order.length; step += 1) {
    const offset = backwards ? -step : step;
    const position = order[(((index + offset) % order.length) + order.length) % order.length];
    const seat = position === undefined ? null : seatAt(grid, position);
    if (position !== undefined && seat !== null && isSelectable(seat)) return position;
  }
  return null;
}

/**
 * Where focus goes in a deck's grid when a key is pressed (WAI-ARIA grid pattern): arrows move one seat
 * (skipping aisles and missing seats, stopping at the edges), Home/End go to the row's first/last seat
 * (with Ctrl, the deck's), PageUp/PageDown move `SEAT_MAP_PAGE_ROWS` rows, and N (Shift+N backwards)
 * jumps to the next seat that `isSelectable` accepts. Returns `null` for keys the grid does not handle.
 *
 * @example
 * moveInGrid(grid, { row: 0, col: 0 }, { key: 'ArrowRight' }, isFree) // { row: 0, col: 1 }
 */
export function moveInGrid(
  grid: SeatGrid,
  from: GridPosition,
  { key, ctrlKey = false, shiftKey = false }: GridKey,
  isSelectable: (seat: Seat) => boolean,
): GridPosition | null {
  const stay = (position: GridPosition | null) => position ?? from;
  const lastRow = grid.length - 1;
  switch (key) {
    case 'ArrowRight':
      return stay(alongRow(grid, from.row, from.col + 1, 1));
    case 'ArrowLeft':
      return stay(alongRow(grid, from.row, from.col - 1, -1));
    case 'ArrowDown':
      return stay(alongColumn(grid, from.col, from.row + 1, 1));
    case 'ArrowUp':
      return stay(alongColumn(grid, from.col, from.row - 1, -1));
    case 'Home':
      return ctrlKey ? stay(readingOrder(grid)[0] ?? null) : stay(alongRow(grid, from.row, 0, 1));
    case 'End':
      return ctrlKey
        ? stay(readingOrder(grid).at(-1) ?? null)
        : stay(alongRow(grid, from.row, (grid[from.row]?.length ?? 0) - 1, -1));
    case 'PageDown': {
      const target = Math.min(lastRow, from.row + SEAT_MAP_PAGE_ROWS);
      return stay(alongColumn(grid, from.col, target, -1));
    }
    case 'PageUp': {
      const target = Math.max(0, from.row - SEAT_MAP_PAGE_ROWS);
      return stay(alongColumn(grid, from.col, target, 1));
    }
    case 'n':
    case 'N':
      return stay(nextSelectableSeat(grid, from, isSelectable, shiftKey || key === 'N'));
    default:
      return null;
  }
}

/**
 * Where a seat code sits in a segment's map.
 *
 * @example
 * locateSeat(seatMap, '12A') // { deck: 0, row: 11, col: 0, seat }
 */
export function locateSeat(
  seatMap: SegmentSeatMap,
  code: string,
): (GridPosition & { deck: number; seat: Seat }) | undefined {
  for (const [deck, deckMap] of seatMap.decks.entries()) {
    const grid = deckGrid(deckMap);
    for (const [row, cells] of grid.entries()) {
      const col = cells.findIndex((seat) => seat?.code === code);
      const seat = cells[col];
      if (seat) return { deck, row, col, seat };
    }
  }
  return undefined;
}

/**
 * What the chosen seats cost together, in centimes (free seats cost nothing).
 *
 * @example
 * seatsTotal(seatMap, { pax1: '12A', pax2: '14C' }) // 15000
 */
export function seatsTotal(seatMap: SegmentSeatMap, assignment: Record<string, string>): Centimes {
  return Object.values(assignment).reduce(
    (total, code) => total + (locateSeat(seatMap, code)?.seat.price?.amount ?? 0),
    0,
  );
}
