import type { SeatChoice, SeatMap as SeatMapData } from '@comptoir/flight-domain';
import { Callout, Flex, Tabs, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { travelerDisplayName } from '../RecordSections/record-format';
import { useRecordAction } from '../RecordSections/use-record-action';
import { SeatMap, type SeatAssignmentValue, type SeatMapPassenger } from '../../kit/SeatMap/SeatMap';
import type { SeatsEditorProps } from './SeatsEditor';
import { m } from '../../i18n/paraglide/messages.js';

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

/** The seat maps of a loaded reservation, a tab per flight when it has several. */
export default function SeatChoices({
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
      setValidation(m.editor_seats_none_changed());
      return;
    }
    setValidation(null);
    runFromButton('confirm', async () => {
      await onConfirm(changes);
      setHeld((current) => ({ ...current, [id]: { ...current[id], ...value } }));
      setSentNote(
        m.editor_seats_sent({
          flight,
          changes: changes
            .map((change) =>
              m.editor_seats_change({
                name: travelerDisplayName(travelers, change.travelerId),
                seat: change.seatCode,
              }),
            )
            .join(', '),
        }),
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
          {m.editor_seats_infants()}
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
          <Tabs.List aria-label={m.editor_seats_flights()}>
            {seatMap.segments.map((segment) => (
              <Tabs.Trigger key={segment.segmentId} value={segment.segmentId} disabled={disabled}>
                {m.editor_seats_flight({ flight: segment.flight })}
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
