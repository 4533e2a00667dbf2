import type { Seat } from '@comptoir/flight-domain';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { isSelectable, startCell, type FocusedCell } from './deck-focus';
import {
  deckGrid,
  locateSeat,
  passengerInitials,
  seatLabel,
  type SeatState,
  type SegmentSeatMap,
} from './seat-map-model';
import type { SeatAssignmentValue, SeatMapPassenger } from './seat-map-types';
import { SeatMapDeckGrid } from './SeatMapDeckGrid';
import { SeatMapDecks } from './SeatMapDecks';
import { SeatMapFrame, SeatMapTitle } from './SeatMapFrame';
import { SeatMapLegend } from './SeatMapLegend';
import { SeatMapPassengerPicker } from './SeatMapPassengerPicker';
import { SeatMapReview } from './SeatMapReview';
import { m } from '../../i18n/paraglide/messages.js';

export type { SeatAssignmentValue, SeatMapPassenger } from './seat-map-types';

export interface SeatMapProps {
  /** One segment's seat map (decks, rows, seats). */
  seatMap: SegmentSeatMap;
  /** The passengers to seat, in the order they are offered. */
  passengers: SeatMapPassenger[];
  /** The seat chosen for each passenger so far (passenger id → seat code). */
  value: SeatAssignmentValue;
  /** Called with the whole new assignment whenever a seat is chosen, changed or given up. */
  onChange: (value: SeatAssignmentValue) => void;
  /** Called from the review step with the assignment to confirm. */
  onConfirm: (value: SeatAssignmentValue) => void;
  /** The aircraft's name, e.g. "Airbus A380-800". Default: the seat map's equipment code. */
  aircraftName?: string;
  /** Whether the confirmation is being sent: the confirm button shows it is busy. Default: `false`. */
  confirming?: boolean;
  /** Why the last confirmation failed, shown on the review step. Default: none. */
  error?: string;
}

/**
 * Seat selection for one flight, operable by mouse, keyboard and screen reader alike. Each deck is a
 * WAI-ARIA grid with a single tab stop: arrows move seat to seat (skipping aisles), Home/End go to the
 * ends of a row (Ctrl for the deck), PageUp/PageDown move five rows, N / Shift+N jump to the next /
 * previous available seat, Enter or Space chooses. Every seat is named with its code, characteristics,
 * price or "free" and state. The agent picks which passenger to seat; their initials show on the seat
 * chosen for them, and seating moves on to the next passenger without a seat. Choosing a passenger's
 * own seat again gives it up; choosing another passenger's seat moves it over. A review step lists the
 * choice and its price before `onConfirm`.
 *
 * Composed of parts in this folder: `SeatMapPassengerPicker`, `SeatMapDecks` of `SeatMapDeckGrid`s,
 * `SeatMapLegend` and `SeatMapReview`, inside `SeatMapFrame`.
 *
 * @example
 * <SeatMap seatMap={segment} passengers={travelers} value={seats} onChange={setSeats} onConfirm={save} />
 */
export function SeatMap({
  seatMap,
  passengers,
  value,
  onChange,
  onConfirm,
  aircraftName,
  confirming = false,
  error,
}: SeatMapProps) {
  const helpId = useId();
  const [step, setStep] = useState<'select' | 'review'>('select');
  const [activeId, setActiveId] = useState(() => passengers[0]?.id ?? '');
  const [focused, setFocused] = useState<FocusedCell>(() => {
    const seat = value[activeId];
    const deck = (seat === undefined ? undefined : locateSeat(seatMap, seat)?.deck) ?? 0;
    return startCell(seatMap, deck, seat);
  });
  const holderOf = new Map(Object.entries(value).map(([passengerId, code]) => [code, passengerId] as const));
  const nameOf = (passengerId: string) =>
    passengers.find((passenger) => passenger.id === passengerId)?.name ?? passengerId;

  function stateOf(seat: Seat): SeatState {
    const holder = holderOf.get(seat.code);
    if (holder !== undefined) return { kind: 'selected', passengerName: nameOf(holder) };
    if (seat.availability === 'occupied' || seat.availability === 'blocked')
      return { kind: 'unavailable', reason: seat.availability };
    return { kind: 'available' };
  }

  function initialsOf(seat: Seat): string | undefined {
    const holder = holderOf.get(seat.code);
    return holder === undefined ? undefined : passengerInitials(nameOf(holder));
  }

  function choose(seat: Seat) {
    const holder = holderOf.get(seat.code);
    if (holder === undefined && !isSelectable(seat)) return;
    if (activeId === '') return;
    // The active passenger gives up their seat, and whoever held this one loses it.
    const others = Object.fromEntries(
      Object.entries(value).filter(([passengerId]) => passengerId !== activeId && passengerId !== holder),
    );
    if (holder === activeId) {
      onChange(others);
      return;
    }
    const next = { ...others, [activeId]: seat.code };
    onChange(next);
    // Move on to the next passenger still without a seat, so that seating a group is quick.
    const waiting = passengers.find((passenger) => next[passenger.id] === undefined);
    if (waiting !== undefined) setActiveId(waiting.id);
  }

  const title = (
    <SeatMapTitle>
      {m.seatmap_title({ flight: seatMap.flight, aircraft: aircraftName ?? seatMap.equipment })}
    </SeatMapTitle>
  );

  // Who is being seated and where so far: what the passenger picker and the review both show.
  const seating = { passengers, value };

  if (step === 'review') {
    return (
      <SeatMapFrame step="review">
        {title}
        <SeatMapReview
          seatMap={seatMap}
          {...seating}
          confirming={confirming}
          error={error}
          onBack={() => setStep('select')}
          onConfirm={() => onConfirm(value)}
        />
      </SeatMapFrame>
    );
  }

  const focusedDeck = seatMap.decks[focused.deck];
  const focusedSeat =
    focusedDeck === undefined ? undefined : deckGrid(focusedDeck)[focused.row]?.[focused.col];

  // What every deck's grid shares: the one focus, the help text, and how seats look and are chosen.
  const gridProps = {
    seatMap,
    focused,
    helpId,
    stateOf,
    initialsOf,
    onFocusCell: setFocused,
    onChoose: choose,
  };

  return (
    <SeatMapFrame step="select">
      {title}
      <SeatMapPassengerPicker {...seating} activeId={activeId} onActiveIdChange={setActiveId} />
      <Text id={helpId} as="p" size="1" color="gray">
        {m.seatmap_help()}
      </Text>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <div className="min-w-0 flex-1">
          <SeatMapDecks
            seatMap={seatMap}
            deck={focused.deck}
            onDeckChange={(deck) => setFocused(startCell(seatMap, deck, value[activeId]))}
            renderDeck={(deck) => <SeatMapDeckGrid {...gridProps} deck={deck} />}
          />
        </div>
        <Flex direction="column" gap="4" className="shrink-0 md:w-80">
          <Text as="p" size="2" aria-hidden data-slot="seat-map-focused-seat" className="min-h-10">
            {focusedSeat ? seatLabel(focusedSeat, stateOf(focusedSeat)) : null}
          </Text>
          <SeatMapLegend />
          <Flex justify="end">
            <Button type="button" onClick={() => setStep('review')}>
              {m.seatmap_review()}
            </Button>
          </Flex>
        </Flex>
      </div>
    </SeatMapFrame>
  );
}
