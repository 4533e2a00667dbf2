import type { Seat } from '@comptoir/flight-domain';
import type { Ref } from 'react';
import { seatLabel, type SeatState } from './seat-map-model';
import { BassinetMark, SEAT_BASE, SEAT_INITIALS, SEAT_LOOK, type SeatLookName } from './SeatLook';

interface SeatMapSeatProps {
  seat: Seat;
  /** What the seat is for the passengers being seated. */
  state: SeatState;
  /** Whether the seat holds the grid's one tab stop. */
  focused: boolean;
  /** The initials of the passenger holding it, drawn on the seat. Default: none. */
  initials: string | undefined;
  ref: Ref<HTMLDivElement>;
  onFocus: () => void;
  onChoose: () => void;
}

function lookOf(seat: Seat, state: SeatState): SeatLookName {
  if (state.kind === 'selected') return 'selected';
  if (state.kind === 'unavailable') return state.reason;
  return seat.availability === 'paid' ? 'paid' : 'free';
}

/** One seat of a deck grid: a grid cell named with its code, characteristics, price and state. */
export function SeatMapSeat({ seat, state, focused, initials, ref, onFocus, onChoose }: SeatMapSeatProps) {
  const look = lookOf(seat, state);
  return (
    <div
      ref={ref}
      role="gridcell"
      tabIndex={focused ? 0 : -1}
      aria-label={seatLabel(seat, state)}
      aria-selected={state.kind === 'selected'}
      aria-disabled={state.kind === 'unavailable' ? true : undefined}
      data-slot="seat"
      data-seat={seat.code}
      data-look={look}
      // The initials are drawn by CSS: the seat's name already says whose it is.
      data-initials={state.kind === 'selected' ? initials : undefined}
      className={`${SEAT_BASE} ${SEAT_LOOK[look]} ${seat.characteristics.includes('extra-legroom') ? 'border-t-4' : ''} ${SEAT_INITIALS}`}
      onFocus={onFocus}
      onClick={onChoose}
    >
      {state.kind === 'unavailable' && state.reason === 'occupied' ? '×' : null}
      {seat.characteristics.includes('bassinet') ? <BassinetMark /> : null}
    </div>
  );
}
