import type { ConfirmedSeats, SeatMap as SeatMapData } from '@comptoir/flight-domain';
import { Button, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import type { SeatAssignmentValue, SeatMapPassenger } from '../../kit/SeatMap/SeatMap';
import { m } from '../../i18n/paraglide/messages.js';

// The seat map (its grid, legend, review step, the flights' tabs and Radix's radio group) is no part of
// the booking page's first load: its code is fetched when staff choose seats, alongside the
// seat map's data.
const loadSeatMap = () => import('../../kit/SeatMap/SeatMap');
const SeatMap = lazy(() => loadSeatMap().then((module) => ({ default: module.SeatMap })));

/** Where the offer's seat map stands: not asked for yet, loading, failed, or loaded. */
export type SeatMapLoadState =
  | { status: 'closed' }
  | { status: 'pending' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'success'; data: SeatMapData };

export interface SeatSelectionStepProps {
  /** The offer's seat map (POST /flight/seat-map), which the app loads once `onOpen` is called. */
  seatMap: SeatMapLoadState;
  /** 'Choose seats': staff ask for the seat map. */
  onOpen: () => void;
  /** The travelers who take a seat (infants sit on a lap), their id being their index in the booking. */
  passengers: SeatMapPassenger[];
  /** The seats confirmed so far, per segment id. */
  confirmed: ConfirmedSeats;
  /** Called when the seats of one segment are confirmed on its map. */
  onConfirm: (segmentId: string, seats: SeatAssignmentValue) => void;
}

/**
 * The seat map sits inside the booking form, and its buttons have no `type`, so they would send the
 * booking: their clicks keep their own action but lose the form's.
 */
function keepFormUnsent(event: MouseEvent<HTMLElement>) {
  if (event.target instanceof Element && event.target.closest('button:not([type="button"])') !== null)
    event.preventDefault();
}

/**
 * The booking's optional seat step: 'Choose seats' asks for the offer's seat map, its data and its
 * code; while it loads, or when it failed (with 'Try again'), the step says so; then one seat map per
 * flight, whose confirmed seats are kept for the booking.
 */
export function SeatSelectionStep({
  seatMap,
  onOpen,
  passengers,
  confirmed,
  onConfirm,
}: SeatSelectionStepProps) {
  const [chosen, setChosen] = useState<Readonly<Record<string, SeatAssignmentValue>>>(confirmed);
  /** Said while the seat map, its data or its code, is on its way. */
  const loading = (
    <Flex align="center" gap="2" role="status">
      <Spinner /> <Text size="2">{m.booking_seat_map_loading()}</Text>
    </Flex>
  );
  return (
    <Card asChild>
      <section aria-label={m.booking_seats()} data-slot="seat-selection" onClick={keepFormUnsent}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            {m.booking_seats_optional()}
          </Heading>
          {seatMap.status === 'closed' ? (
            <Flex>
              <Button
                type="button"
                variant="soft"
                onClick={() => {
                  // A chunk that cannot load reaches the page's error boundary when the seat map shows.
                  loadSeatMap().catch(() => undefined);
                  onOpen();
                }}
              >
                {m.booking_choose_seats()}
              </Button>
            </Flex>
          ) : seatMap.status === 'pending' ? (
            loading
          ) : seatMap.status === 'error' ? (
            <Flex direction="column" gap="2" align="start">
              <ErrorCallout message={m.booking_seat_map_failed({ message: seatMap.message })} />
              <Button type="button" variant="soft" onClick={seatMap.onRetry}>
                {m.booking_try_again()}
              </Button>
            </Flex>
          ) : (
            <Suspense fallback={loading}>
              {seatMap.data.segments.map((segment) => (
                <Flex key={segment.segmentId} direction="column" gap="2">
                  <SeatMap
                    seatMap={segment}
                    passengers={passengers}
                    value={chosen[segment.segmentId] ?? {}}
                    onChange={(seats) => setChosen((current) => ({ ...current, [segment.segmentId]: seats }))}
                    onConfirm={(seats) => onConfirm(segment.segmentId, seats)}
                  />
                  {confirmed[segment.segmentId] === undefined ? null : (
                    <Text size="2" color="green" role="status">
                      {m.booking_seats_kept({ flight: segment.flight })}
                    </Text>
                  )}
                </Flex>
              ))}
            </Suspense>
          )}
        </Flex>
      </section>
    </Card>
  );
}
