import type { Seat } from '@comptoir/flight-domain';
import { useRef, type KeyboardEvent } from 'react';
import { AisleRowNumber, DeckColumnHeaders, DeckSide, RowHeader } from './deck-grid-parts';
import { isSelectable, startCell, type FocusedCell } from './deck-focus';
import { deckGrid, moveInGrid, seatColumns, type SeatState, type SegmentSeatMap } from './seat-map-model';
import { SeatMapSeat } from './SeatMapSeat';
import { m } from '../../i18n/paraglide/messages.js';

export interface SeatMapDeckGridProps {
  seatMap: SegmentSeatMap;
  /** Which deck of the seat map to draw. */
  deck: number;
  /** The seat holding the grid's tab stop (another deck's is ignored). */
  focused: FocusedCell;
  /** The id of the keyboard help that describes the grid. */
  helpId: string;
  stateOf: (seat: Seat) => SeatState;
  initialsOf: (seat: Seat) => string | undefined;
  onFocusCell: (cell: FocusedCell) => void;
  onChoose: (seat: Seat) => void;
}

/** One deck as a WAI-ARIA grid: one tab stop, arrow keys and friends move a roving focus. */
export function SeatMapDeckGrid({
  seatMap,
  deck,
  focused,
  helpId,
  stateOf,
  initialsOf,
  onFocusCell,
  onChoose,
}: SeatMapDeckGridProps) {
  const deckMap = seatMap.decks[deck];
  const cells = useRef(new Map<string, HTMLDivElement>());
  if (deckMap === undefined) return null;
  const grid = deckGrid(deckMap);
  const columns = seatColumns(deckMap);
  const firstAisle = deckMap.columns.indexOf(null);
  // A focus that does not fit this deck (another deck's, or a seat map that changed) starts afresh,
  // so that the grid always keeps its one tab stop.
  const here =
    focused.deck === deck && (grid[focused.row]?.[focused.col] ?? null) !== null
      ? focused
      : startCell(seatMap, deck, undefined);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      const seat = grid[here.row]?.[here.col];
      if (seat) {
        event.preventDefault();
        onChoose(seat);
      }
      return;
    }
    const next = moveInGrid(grid, here, event, isSelectable);
    if (next === null) return;
    event.preventDefault();
    onFocusCell({ deck, ...next });
    cells.current.get(`${String(next.row)}:${String(next.col)}`)?.focus();
  }

  return (
    // The cabin scrolls on its own, so that passengers, legend and actions stay in view.
    <div
      className="max-h-[min(55vh,30rem)] overflow-auto rounded-md border border-[var(--gray-5)] pb-2"
      data-slot="seat-map-deck"
    >
      <div
        role="grid"
        aria-label={m.seatmap_deck_seats({ deck: deckMap.name, flight: seatMap.flight })}
        aria-describedby={helpId}
        className="mx-auto flex w-max flex-col"
        onKeyDown={onKeyDown}
      >
        <DeckColumnHeaders columns={deckMap.columns} firstAisle={firstAisle} />
        {deckMap.rows.map((row, rowIndex) => {
          const wing = `w-1.5! rounded-sm ${row.overWing ? 'bg-[var(--gray-7)]' : ''}`;
          const exit = row.exitRow ? (
            <span className="text-[9px] font-bold tracking-tight text-[var(--red-11)]">EXIT</span>
          ) : null;
          return (
            <div
              key={row.number}
              role="row"
              data-slot="seat-row"
              data-exit-row={row.exitRow}
              data-over-wing={row.overWing}
              className={`flex items-stretch gap-0.5 sm:gap-1 ${row.exitRow ? 'py-1.5' : 'py-0.5'}`}
            >
              <DeckSide>{exit}</DeckSide>
              <DeckSide className={wing} />
              {firstAisle === -1 ? <RowHeader number={row.number} /> : null}
              {deckMap.columns.map((column, index) => {
                if (column === null) {
                  return index === firstAisle ? (
                    <RowHeader key={`aisle-${String(index)}`} number={row.number} />
                  ) : (
                    <AisleRowNumber key={`aisle-${String(index)}`} number={row.number} />
                  );
                }
                const col = columns.indexOf(column);
                const seat = grid[rowIndex]?.[col] ?? null;
                if (seat === null) {
                  return <div key={column} role="gridcell" className="size-7 shrink-0 sm:size-9" />;
                }
                const key = `${String(rowIndex)}:${String(col)}`;
                return (
                  <SeatMapSeat
                    key={column}
                    ref={(element) => {
                      if (element) cells.current.set(key, element);
                      else cells.current.delete(key);
                    }}
                    seat={seat}
                    state={stateOf(seat)}
                    focused={here.row === rowIndex && here.col === col}
                    initials={initialsOf(seat)}
                    onFocus={() => onFocusCell({ deck, row: rowIndex, col })}
                    onChoose={() => onChoose(seat)}
                  />
                );
              })}
              <DeckSide className={wing} />
              <DeckSide>{exit}</DeckSide>
            </div>
          );
        })}
      </div>
    </div>
  );
}
