import type { Reservation, SeatMap as SeatMapData, Traveler } from '@comptoir/flight-domain';
import { Callout, Flex, Tabs, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { LoadedContent, type LoadState } from '../../kit/RecordSection/LoadedContent';
import { RecordSection } from '../../kit/RecordSection/RecordSection';
import { travelerDisplayName } from '../RecordSections/record-format';
import { useRecordAction } from '../RecordSections/use-record-action';
import { SeatMap, type SeatAssignmentValue, type SeatMapPassenger } from '../../kit/SeatMap/SeatMap';

/** One seat to give a traveler on a flight, as `POST seats-map/{workbenchID}/confirm` takes it in `{data}`. */
export interface SeatChoice {
  travelerId: string;
  segmentId: string;
  seatCode: string;
}

export interface SeatsEditorProps {
  /**
   * The reservation's seat maps (`GET seats-map/{reservationIdentifier}/{offerIdentifier}`), one per flight,
   * as they load: a failure stays in this section, with its retry, and the rest of the page works on.
   */
  seatMap: LoadState<SeatMapData>;
  /** The reservation's travelers; infants sit on an adult's lap and get no seat. */
  travelers: readonly Traveler[];
  /** The seats the travelers hold now (the reservation's `seats`). */
  seats: Reservation['seats'];
  /**
   * Sends the seats changed on one flight (only those that differ from the seats held). A rejection
   * keeps the choice and shows its message on the review step.
   */
  onConfirm: (data: SeatChoice[]) => Promise<void>;
  /** Whether editing is off (no workbench open, or it is being committed or ignored). Default `false`. */
  disabled?: boolean;
}

/** Shown when a flight's choice is confirmed without any seat changed. */
export const NO_SEAT_CHANGED = 'Choose a different seat for at least one traveler before confirming';

type SeatsBySegment = Record<string, SeatAssignmentValue>;

function seatsBySegment(seats: SeatsEditorProps['seats']): SeatsBySegment {
  const bySegment: SeatsBySegment = {};
  for (const seat of seats)
    bySegment[seat.segmentId] = { ...bySegment[seat.segmentId], [seat.travelerId]: seat.seatCode };
  return bySegment;
}

/**
 * The seats of a flight's choice that differ from those held, in the travelers' order: a seat given up
 * is not a change to send.
 */
function changedSeats(
  segmentId: string,
  passengers: readonly SeatMapPassenger[],
  held: SeatAssignmentValue,
  chosen: SeatAssignmentValue,
): SeatChoice[] {
  return passengers.flatMap(({ id: travelerId }) => {
    const seatCode = chosen[travelerId];
    return seatCode === undefined || held[travelerId] === seatCode
      ? []
      : [{ travelerId, segmentId, seatCode }];
  });
}

/**
 * Changes the seats of an existing reservation, flight by flight, with the booking's `SeatMap` (keyboard
 * grid, legend, review step). Each traveler starts on the seat they hold; confirming a flight sends only
 * the seats that changed, and once sent those become the seats held, so nothing is sent twice.
 *
 * @example
 * <SeatsEditor seatMap={{ status: 'success', data: seatMap }} travelers={reservation.travelers} seats={reservation.seats} onConfirm={confirm} />
 */
export function SeatsEditor({ seatMap, ...editing }: SeatsEditorProps) {
  return (
    <RecordSection title="Change seats" slot="seats-editor">
      <LoadedContent state={seatMap} loadingText="Loading the seat map…" slot="seats-editor-map">
        {(data) => <SeatChoices seatMap={data} {...editing} />}
      </LoadedContent>
    </RecordSection>
  );
}

/** The seat maps of a loaded reservation, a tab per flight when it has several. */
function SeatChoices({
  seatMap,
  travelers,
  seats,
  onConfirm,
  disabled = false,
}: Omit<SeatsEditorProps, 'seatMap'> & { seatMap: SeatMapData }) {
  const [segmentId, setSegmentId] = useState(seatMap.segments[0]?.segmentId ?? '');
  const [held, setHeld] = useState(() => seatsBySegment(seats));
  const [chosen, setChosen] = useState(held);
  const [validation, setValidation] = useState<string | null>(null);
  const [sentNote, setSentNote] = useState<string | null>(null);
  // Bumped after a success, so that the seat map starts again at its seat choice.
  const [round, setRound] = useState(0);
  const { running, error, runFromButton } = useRecordAction<'confirm'>();

  const passengers: SeatMapPassenger[] = travelers
    .filter((traveler) => traveler.passengerType !== 'INF')
    .map((traveler) => ({
      id: traveler.id,
      name: `${traveler.firstName} ${traveler.lastName}`,
      passengerType: traveler.passengerType,
    }));
  const hasInfants = passengers.length < travelers.length;

  function confirm(flight: string, id: string, value: SeatAssignmentValue) {
    const changes = changedSeats(id, passengers, held[id] ?? {}, value);
    if (changes.length === 0) {
      setValidation(NO_SEAT_CHANGED);
      return;
    }
    setValidation(null);
    runFromButton('confirm', async () => {
      await onConfirm(changes);
      setHeld((current) => ({ ...current, [id]: { ...current[id], ...value } }));
      setSentNote(
        `Flight ${flight}: ${changes
          .map((change) => `${travelerDisplayName(travelers, change.travelerId)} to ${change.seatCode}`)
          .join(', ')}. Pending until the workbench is committed.`,
      );
      setRound((current) => current + 1);
    });
  }

  const mapOf = (segment: SeatMapData['segments'][number]) => (
    // `inert` keeps the seat grid out of reach (mouse, keyboard, focus) while editing is off.
    <div
      inert={disabled}
      className={disabled ? 'pointer-events-none opacity-60' : undefined}
      data-slot="seats-editor-map"
    >
      <SeatMap
        key={`${segment.segmentId}-${String(round)}`}
        seatMap={segment}
        passengers={passengers}
        value={chosen[segment.segmentId] ?? {}}
        onChange={(value) => {
          setChosen((current) => ({ ...current, [segment.segmentId]: value }));
          setValidation(null);
          setSentNote(null);
        }}
        onConfirm={(value) => confirm(segment.flight, segment.segmentId, value)}
        confirming={running === 'confirm'}
        error={validation ?? error ?? undefined}
      />
    </div>
  );

  return (
    <>
      {hasInfants ? (
        <Text as="p" size="2" color="gray">
          Infants travel on an adult&apos;s lap and get no seat of their own.
        </Text>
      ) : null}
      {sentNote === null ? null : (
        <Callout.Root color="green" role="status" size="1" data-slot="seats-editor-sent">
          <Callout.Text>{sentNote}</Callout.Text>
        </Callout.Root>
      )}
      {seatMap.segments.length > 1 ? (
        <Tabs.Root
          value={segmentId}
          onValueChange={(next) => {
            setSegmentId(next);
            setValidation(null);
          }}
        >
          <Tabs.List aria-label="Flights">
            {seatMap.segments.map((segment) => (
              <Tabs.Trigger key={segment.segmentId} value={segment.segmentId} disabled={disabled}>
                Flight {segment.flight}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {seatMap.segments.map((segment) => (
            <Tabs.Content key={segment.segmentId} value={segment.segmentId} className="pt-3">
              {mapOf(segment)}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        <Flex direction="column">
          {seatMap.segments[0] === undefined ? null : mapOf(seatMap.segments[0])}
        </Flex>
      )}
    </>
  );
}
