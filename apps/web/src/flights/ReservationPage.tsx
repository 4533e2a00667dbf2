import type { Reservation } from '@comptoir/flight-domain';
import { DateDisplay, Money } from '@comptoir/ui/kit';
import { DataList, Flex, Heading } from '@radix-ui/themes';

/** A reservation's essentials, where a booking lands (its full detail page is a later issue). */
export function ReservationPage({ reservation }: { reservation: Reservation }) {
  return (
    <Flex direction="column" gap="4" data-slot="reservation-page">
      <Heading as="h1" size="6">
        Reservation {reservation.locator}
      </Heading>
      <DataList.Root>
        <DataList.Item>
          <DataList.Label>Route</DataList.Label>
          <DataList.Value>{reservation.route}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Departure</DataList.Label>
          <DataList.Value>
            <DateDisplay value={reservation.departureAt} />
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Travelers</DataList.Label>
          <DataList.Value>
            {reservation.travelers.map((traveler) => `${traveler.firstName} ${traveler.lastName}`).join(', ')}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Total</DataList.Label>
          <DataList.Value>
            <Money centimes={reservation.total} />
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Flex>
  );
}
