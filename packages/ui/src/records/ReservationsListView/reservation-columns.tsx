import type { ReservationSummary } from '@comptoir/flight-domain';
import { Text } from '@radix-ui/themes';
import { createDataTableColumnHelper } from '../../kit/DataTable/use-data-table';
import { contentKindCell, dateCell, moneyCell, routeCell } from '../../kit/DataTable/cells';
import { ReservationStatusBadge } from '../../kit/StatusBadge/ReservationStatusBadge';

const column = createDataTableColumnHelper<ReservationSummary>();

/** The lead passenger, and how many travel with them. */
function LeadPassenger({ reservation }: { reservation: ReservationSummary }) {
  const others = reservation.travelerCount - 1;
  return (
    <>
      {reservation.leadTraveler}
      {others > 0 ? (
        <Text color="gray">
          {' '}
          +{others}
          <span className="sr-only"> {others === 1 ? 'other passenger' : 'other passengers'}</span>
        </Text>
      ) : null}
    </>
  );
}

/**
 * The reservations list's columns, as a ticketing agent reads a PNR list: locator, who travels, where
 * and when, GDS or NDC, status, what it costs and when it was booked. The server orders the list.
 */
export const reservationColumns = column.columns([
  column.accessor('locator', { header: 'Locator' }),
  column.display({
    id: 'passengers',
    header: 'Lead passenger',
    cell: (cell) => <LeadPassenger reservation={cell.row.original} />,
  }),
  column.accessor('route', { header: 'Itinerary', cell: routeCell }),
  column.accessor('departureAt', { header: 'Departure', cell: dateCell }),
  column.accessor('contentKind', { header: 'Content', cell: contentKindCell }),
  column.accessor('status', {
    header: 'Status',
    cell: (cell) => <ReservationStatusBadge status={cell.getValue()} />,
  }),
  column.accessor('total', { header: 'Total', cell: moneyCell }),
  column.accessor('createdAt', { header: 'Created', cell: dateCell }),
]);
