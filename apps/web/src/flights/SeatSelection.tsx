import { flightQueries } from '@comptoir/api';
import type { ConfirmedSeats, OfferReference } from '@comptoir/flight-domain';
import { type SeatAssignmentValue, SeatMap, type SeatMapPassenger } from '@comptoir/ui';
import { Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useState } from 'react';

interface SeatSelectionProps {
  offer: OfferReference;
  /** The travelers who take a seat (infants sit on a lap), their id being their index in the booking. */
  passengers: SeatMapPassenger[];
  confirmed: ConfirmedSeats;
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

/** Optional seats on the offer's seat map (POST /flight/seat-map), loaded when staff ask for them. */
export function SeatSelection({ offer, passengers, confirmed, onConfirm }: SeatSelectionProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Readonly<Record<string, SeatAssignmentValue>>>(confirmed);
  const seatMap = useQuery({ ...flightQueries.seatMap(offer), enabled: open });
  return (
    <Card asChild>
      <section aria-label="Seats" data-slot="seat-selection" onClick={keepFormUnsent}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            Seats (optional)
          </Heading>
          {!open ? (
            <Flex>
              <Button type="button" variant="soft" onClick={() => setOpen(true)}>
                Choose seats
              </Button>
            </Flex>
          ) : seatMap.isPending ? (
            <Flex align="center" gap="2" role="status">
              <Spinner /> <Text size="2">Loading the seat map…</Text>
            </Flex>
          ) : seatMap.isError ? (
            <Flex direction="column" gap="2" align="start">
              <Callout.Root color="red" role="alert">
                <Callout.Text>The seat map could not be loaded. {seatMap.error.message}</Callout.Text>
              </Callout.Root>
              <Button type="button" variant="soft" onClick={() => void seatMap.refetch()}>
                Try again
              </Button>
            </Flex>
          ) : (
            seatMap.data.segments.map((segment) => (
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
                    Seats kept for flight {segment.flight}.
                  </Text>
                )}
              </Flex>
            ))
          )}
        </Flex>
      </section>
    </Card>
  );
}
