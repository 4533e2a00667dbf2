import type { Reservation } from '@comptoir/flight-domain';
import { DataList, Flex, Heading } from '@radix-ui/themes';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { Money } from '../../kit/Money/Money';

export interface ReservationSummaryViewProps {
  /** The reservation just booked (GET /reservations/{id}). */
  reservation: Pick<Reservation, 'locator' | 'route' | 'departureAt' | 'travelers' | 'total'>;
}

/**
 * A reservation's essentials, where a booking lands: its locator, route, departure, travelers and total
 * (the full detail page is `ReservationDetailView`).
 */
export function ReservationSummaryView({ reservation }: ReservationSummaryViewProps) {
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
