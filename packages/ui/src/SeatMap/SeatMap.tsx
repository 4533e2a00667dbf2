import type { Seat } from '@comptoir/flight-domain';
import { Button, Callout, Flex, Heading, RadioCards, Tabs, Text } from '@radix-ui/themes';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Money } from '../Money/Money';
import {
  characteristicLabels,
  deckGrid,
  locateSeat,
  moveInGrid,
  nextSelectableSeat,
  passengerInitials,
  seatColumns,
  seatLabel,
  seatsTotal,
  type GridPosition,
  type SeatState,
  type SegmentSeatMap,
} from './seat-map-model';

/** A passenger to seat. */
export interface SeatMapPassenger {
  id: string;
  name: string;
  /** ADT, CNN, INF… shown beside the name. */
  passengerType?: string;
}

/** Seat codes by passenger id: `{ pax1: '12A' }`. */
export type SeatAssignmentValue = Record<string, string>;

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

type FocusedCell = GridPosition & { deck: number };

function isSelectable(seat: Seat): boolean {
  return seat.availability === 'free' || seat.availability === 'paid';
}

/** Where focus starts in a deck: the given seat, else the first selectable seat, else the first seat. */
function startCell(seatMap: SegmentSeatMap, deck: number, seatCode: string | undefined): FocusedCell {
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

const SEAT_BASE =
  'relative flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md border text-[11px] font-bold sm:size-9 sm:text-xs outline-offset-2 focus-visible:outline-2 focus-visible:outline-[var(--accent-12)]';

/** Draws `data-initials` on a chosen seat. */
const INITIALS = 'before:content-[attr(data-initials)]';

const SEAT_LOOK: Record<'free' | 'paid' | 'occupied' | 'blocked' | 'selected', string> = {
  free: 'border-[var(--green-8)] bg-[var(--green-3)]',
  paid: 'border-[var(--amber-9)] bg-[var(--amber-4)]',
  occupied: 'cursor-not-allowed border-[var(--gray-6)] bg-[var(--gray-5)] text-[var(--gray-12)]',
  blocked:
    'cursor-not-allowed border-[var(--gray-6)] bg-[repeating-linear-gradient(135deg,var(--gray-3)_0_3px,var(--gray-6)_3px_5px)]',
  selected: 'border-[var(--accent-11)] bg-[var(--accent-9)] text-white',
};

interface SeatSwatchProps {
  look: keyof typeof SEAT_LOOK;
  extraLegroom?: boolean;
  bassinet?: boolean;
  children?: string;
}

/** A seat's look without its behaviour: for the legend. */
function SeatSwatch({ look, extraLegroom = false, bassinet = false, children }: SeatSwatchProps) {
  return (
    <span
      aria-hidden
      className={`${SEAT_BASE} cursor-default ${SEAT_LOOK[look]} ${extraLegroom ? 'border-t-4' : ''}`}
    >
      {children}
      {bassinet ? <BassinetMark /> : null}
    </span>
  );
}

function BassinetMark() {
  return (
    <span
      aria-hidden
      className="absolute -top-1 -right-1 size-2 rounded-full border border-white bg-[var(--cyan-10)]"
    />
  );
}

interface DeckGridProps {
  seatMap: SegmentSeatMap;
  deck: number;
  focused: FocusedCell;
  helpId: string;
  stateOf: (seat: Seat) => SeatState;
  initialsOf: (seat: Seat) => string | undefined;
  onFocusCell: (cell: FocusedCell) => void;
  onChoose: (seat: Seat) => void;
}

/** One deck as a WAI-ARIA grid: one tab stop, arrow keys and friends move a roving focus. */
function DeckGrid({
  seatMap,
  deck,
  focused,
  helpId,
  stateOf,
  initialsOf,
  onFocusCell,
  onChoose,
}: DeckGridProps) {
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

  const side = (children: ReactNode, className = '') => (
    <div aria-hidden className={`flex w-7 shrink-0 items-center justify-center ${className}`}>
      {children}
    </div>
  );

  return (
    // The cabin scrolls on its own, so that passengers, legend and actions stay in view.
    <div
      className="max-h-[min(55vh,30rem)] overflow-auto rounded-md border border-[var(--gray-5)] pb-2"
      data-slot="seat-map-deck"
    >
      <div
        role="grid"
        aria-label={`${deckMap.name} seats, flight ${seatMap.flight}`}
        aria-describedby={helpId}
        className="mx-auto flex w-max flex-col"
        onKeyDown={onKeyDown}
      >
        <div
          role="row"
          className="sticky top-0 z-10 flex items-end gap-0.5 bg-[var(--color-background)] py-1 sm:gap-1"
        >
          {side(null)}
          {side(null, 'w-1.5!')}
          {firstAisle === -1 ? <RowHeaderSpacer /> : null}
          {deckMap.columns.map((column, index) =>
            column === null ? (
              index === firstAisle ? (
                <RowHeaderSpacer key={`aisle-${String(index)}`} />
              ) : (
                <div key={`aisle-${String(index)}`} aria-hidden className="w-5 shrink-0 sm:w-7" />
              )
            ) : (
              <div
                key={column}
                role="columnheader"
                className="w-7 shrink-0 text-center text-xs text-[var(--gray-11)] sm:w-9"
              >
                {column}
              </div>
            ),
          )}
          {side(null, 'w-1.5!')}
          {side(null)}
        </div>
        {deckMap.rows.map((row, rowIndex) => {
          const wing = row.overWing ? 'bg-[var(--gray-7)]' : '';
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
              {side(exit)}
              {side(null, `w-1.5! rounded-sm ${wing}`)}
              {firstAisle === -1 ? <RowHeader number={row.number} /> : null}
              {deckMap.columns.map((column, index) => {
                if (column === null) {
                  return index === firstAisle ? (
                    <RowHeader key={`aisle-${String(index)}`} number={row.number} />
                  ) : (
                    <div
                      key={`aisle-${String(index)}`}
                      aria-hidden
                      className="flex w-5 shrink-0 items-center justify-center text-xs text-[var(--gray-11)] sm:w-7"
                    >
                      {row.number}
                    </div>
                  );
                }
                const col = columns.indexOf(column);
                const seat = grid[rowIndex]?.[col] ?? null;
                if (seat === null) {
                  return <div key={column} role="gridcell" className="size-7 shrink-0 sm:size-9" />;
                }
                const state = stateOf(seat);
                const isFocused = here.row === rowIndex && here.col === col;
                const look =
                  state.kind === 'selected'
                    ? 'selected'
                    : state.kind === 'unavailable'
                      ? state.reason
                      : seat.availability === 'paid'
                        ? 'paid'
                        : 'free';
                return (
                  <div
                    key={column}
                    ref={(element) => {
                      const key = `${String(rowIndex)}:${String(col)}`;
                      if (element) cells.current.set(key, element);
                      else cells.current.delete(key);
                    }}
                    role="gridcell"
                    tabIndex={isFocused ? 0 : -1}
                    aria-label={seatLabel(seat, state)}
                    aria-selected={state.kind === 'selected'}
                    aria-disabled={state.kind === 'unavailable' ? true : undefined}
                    data-slot="seat"
                    data-seat={seat.code}
                    data-look={look}
                    // The initials are drawn by CSS: the seat's name already says whose it is.
                    data-initials={state.kind === 'selected' ? initialsOf(seat) : undefined}
                    className={`${SEAT_BASE} ${SEAT_LOOK[look]} ${seat.characteristics.includes('extra-legroom') ? 'border-t-4' : ''} ${INITIALS}`}
                    onFocus={() => onFocusCell({ deck, row: rowIndex, col })}
                    onClick={() => onChoose(seat)}
                  >
                    {state.kind === 'unavailable' && state.reason === 'occupied' ? '×' : null}
                    {seat.characteristics.includes('bassinet') ? <BassinetMark /> : null}
                  </div>
                );
              })}
              {side(null, `w-1.5! rounded-sm ${wing}`)}
              {side(exit)}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function RowHeader({ number }: { number: number }) {
  return (
    <div
      role="rowheader"
      className="flex w-5 shrink-0 items-center justify-center text-xs text-[var(--gray-11)] sm:w-7"
    >
      <span className="sr-only">Row </span>
      {number}
    </div>
  );
}

function RowHeaderSpacer() {
  return (
    <div role="columnheader" className="w-5 shrink-0 sm:w-7">
      <span className="sr-only">Row</span>
    </div>
  );
}

function Legend() {
  const items: { label: string; swatch: ReactNode }[] = [
    { label: 'Free', swatch: <SeatSwatch look="free" /> },
    { label: 'Paid', swatch: <SeatSwatch look="paid" /> },
    { label: 'Occupied', swatch: <SeatSwatch look="occupied">×</SeatSwatch> },
    { label: 'Not available', swatch: <SeatSwatch look="blocked" /> },
    { label: 'Chosen (initials)', swatch: <SeatSwatch look="selected">AB</SeatSwatch> },
    { label: 'Extra legroom', swatch: <SeatSwatch look="free" extraLegroom /> },
    { label: 'Bassinet', swatch: <SeatSwatch look="free" bassinet /> },
    {
      label: 'Exit row',
      swatch: (
        <span aria-hidden className="w-7 text-center text-[9px] font-bold text-[var(--red-11)]">
          EXIT
        </span>
      ),
    },
    {
      label: 'Over the wing',
      swatch: <span aria-hidden className="h-7 w-1.5 rounded-sm bg-[var(--gray-7)]" />,
    },
  ];
  return (
    <ul
      aria-label="Legend"
      data-slot="seat-map-legend"
      className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 md:grid-cols-2"
    >
      {items.map(({ label, swatch }) => (
        <li key={label} className="flex items-center gap-2">
          {swatch}
          <Text size="1">{label}</Text>
        </li>
      ))}
    </ul>
  );
}

interface ReviewProps {
  seatMap: SegmentSeatMap;
  passengers: SeatMapPassenger[];
  value: SeatAssignmentValue;
  confirming: boolean;
  error: string | undefined;
  onBack: () => void;
  onConfirm: () => void;
}

function Review({ seatMap, passengers, value, confirming, error, onBack, onConfirm }: ReviewProps) {
  return (
    <Flex direction="column" gap="3" data-slot="seat-map-review">
      <Heading as="h4" size="3">
        Review seats
      </Heading>
      <ul className="flex flex-col divide-y divide-[var(--gray-5)] rounded-md border border-[var(--gray-5)]">
        {passengers.map((passenger) => {
          const code = value[passenger.id];
          const seat = code === undefined ? undefined : locateSeat(seatMap, code)?.seat;
          return (
            <li key={passenger.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <Flex direction="column">
                <Text size="2" weight="medium">
                  {passenger.name}
                  {passenger.passengerType === undefined ? null : (
                    <Text color="gray"> · {passenger.passengerType}</Text>
                  )}
                </Text>
                <Text size="1" color="gray">
                  {seat === undefined
                    ? 'No seat chosen'
                    : [`Seat ${seat.code}`, ...characteristicLabels(seat)].join(', ')}
                </Text>
              </Flex>
              {seat?.price === undefined ? (
                <Text size="2">{seat === undefined ? '—' : 'Free'}</Text>
              ) : (
                <Money size="2" centimes={seat.price.amount} currency={seat.price.currency} />
              )}
            </li>
          );
        })}
      </ul>
      <Flex justify="between" align="center" px="3">
        <Text size="2" weight="bold">
          Total for seats
        </Text>
        <Money size="3" weight="bold" centimes={seatsTotal(seatMap, value)} />
      </Flex>
      {error === undefined ? null : (
        <Callout.Root color="red" role="alert" size="1">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      )}
      <Flex gap="3" justify="end" wrap="wrap">
        <Button type="button" variant="soft" color="gray" disabled={confirming} onClick={onBack}>
          Change seats
        </Button>
        <Button type="button" loading={confirming} aria-busy={confirming} onClick={onConfirm}>
          Confirm seats
        </Button>
      </Flex>
    </Flex>
  );
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

  const title = `Flight ${seatMap.flight} · ${aircraftName ?? seatMap.equipment}`;

  if (step === 'review') {
    return (
      <Flex direction="column" gap="3" data-slot="seat-map" data-step="review">
        <Heading as="h3" size="4">
          {title}
        </Heading>
        <Review
          seatMap={seatMap}
          passengers={passengers}
          value={value}
          confirming={confirming}
          error={error}
          onBack={() => setStep('select')}
          onConfirm={() => onConfirm(value)}
        />
      </Flex>
    );
  }

  const focusedDeck = seatMap.decks[focused.deck];
  const focusedSeat =
    focusedDeck === undefined ? undefined : deckGrid(focusedDeck)[focused.row]?.[focused.col];
  const deckGridFor = (deck: number) => (
    <DeckGrid
      seatMap={seatMap}
      deck={deck}
      focused={focused}
      helpId={helpId}
      stateOf={stateOf}
      initialsOf={(seat) => {
        const holder = holderOf.get(seat.code);
        return holder === undefined ? undefined : passengerInitials(nameOf(holder));
      }}
      onFocusCell={setFocused}
      onChoose={choose}
    />
  );

  return (
    <Flex direction="column" gap="4" data-slot="seat-map" data-step="select">
      <Heading as="h3" size="4">
        {title}
      </Heading>
      <RadioCards.Root
        aria-label="Passenger to seat"
        value={activeId}
        onValueChange={setActiveId}
        columns={{ initial: '1', sm: '2', md: '3' }}
        size="1"
      >
        {passengers.map((passenger) => {
          const code = value[passenger.id];
          return (
            <RadioCards.Item key={passenger.id} value={passenger.id} data-slot="seat-map-passenger">
              <Flex direction="column" width="100%">
                <Text size="2" weight="bold">
                  {passenger.name}
                  {passenger.passengerType === undefined ? null : (
                    <Text weight="regular" color="gray">
                      {' '}
                      · {passenger.passengerType}
                    </Text>
                  )}
                </Text>
                <Text size="1" color="gray">
                  {code === undefined ? 'No seat yet' : `Seat ${code}`}
                </Text>
              </Flex>
            </RadioCards.Item>
          );
        })}
      </RadioCards.Root>
      <Text id={helpId} as="p" size="1" color="gray">
        Arrow keys move between seats, Home and End go to the ends of a row, Page Up and Page Down move five
        rows, N jumps to the next available seat, Enter or Space chooses it for the selected passenger.
      </Text>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <div className="min-w-0 flex-1">
          {seatMap.decks.length > 1 ? (
            <Tabs.Root
              value={String(focused.deck)}
              onValueChange={(deck) => setFocused(startCell(seatMap, Number(deck), value[activeId]))}
            >
              <Tabs.List aria-label="Decks">
                {seatMap.decks.map((deck, index) => (
                  <Tabs.Trigger key={deck.name} value={String(index)}>
                    {deck.name}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {seatMap.decks.map((deck, index) => (
                <Tabs.Content key={deck.name} value={String(index)} className="pt-3">
                  {deckGridFor(index)}
                </Tabs.Content>
              ))}
            </Tabs.Root>
          ) : (
            deckGridFor(0)
          )}
        </div>
        <Flex direction="column" gap="4" className="shrink-0 md:w-80">
          <Text as="p" size="2" aria-hidden data-slot="seat-map-focused-seat" className="min-h-10">
            {focusedSeat ? seatLabel(focusedSeat, stateOf(focusedSeat)) : null}
          </Text>
          <Legend />
          <Flex justify="end">
            <Button type="button" onClick={() => setStep('review')}>
              Review seats
            </Button>
          </Flex>
        </Flex>
      </div>
    </Flex>
  );
}
