import type { Seat } from '@comptoir/flight-domain';
import {
  deckGrid,
  locateSeat,
  nextSelectableSeat,
  type GridPosition,
  type SegmentSeatMap,
} from './seat-map-model';

/** The seat that holds a deck grid's one tab stop: its deck, row and seat column. */
export type FocusedCell = GridPosition & { deck: number };

/** Whether a seat can be chosen (free or paid, not occupied or blocked). */
export function isSelectable(seat: Seat): boolean {
  return seat.availability === 'free' || seat.availability === 'paid';
}

/** Where focus starts in a deck: the given seat, else the first selectable seat, else the first seat. */
export function startCell(seatMap: SegmentSeatMap, deck: number, seatCode: string | undefined): FocusedCell {
  const located = seatCode === undefined ? undefined : locateSeat(seatMap, seatCode);
  if (located?.deck === deck) return { deck, row: located.row, col: located.col };
  const deckMap = seatMap.decks[deck];
  const grid = deckMap === undefined ? [] : deckGrid(deckMap);
  const first = grid.flatMap((cells, row) => cells.map((seat, col) => ({ seat, row, col })));
  const lastCell = first.at(-1);
  const fromEnd = lastCell === undefined ? { row: 0, col: 0 } : { row: lastCell.row, col: lastCell.col };
  const selectable = nextSelectableSeat(grid, fromEnd, isSelectable);
  const anySeat = first.find(({ seat }) => seat !== null);
  return { deck, ...(selectable ?? (anySeat ? { row: anySeat.row, col: anySeat.col } : { row: 0, col: 0 })) };
}
