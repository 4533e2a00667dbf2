import type { ReservationSummary } from '@comptoir/flight-domain';
import { Text } from '@radix-ui/themes';
import { createDataTableColumnHelper } from '../../kit/DataTable/use-data-table';
import { contentKindCell, dateCell, moneyCell, routeCell } from '../../kit/DataTable/cells';
import { ReservationStatusBadge } from '../../kit/StatusBadge/ReservationStatusBadge';
import { m } from '../../i18n/paraglide/messages.js';

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
          <span className="sr-only"> {m.reservations_other_passengers({ count: others })}</span>
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
  column.accessor('locator', { header: () => m.reservations_column_locator() }),
  column.display({
    id: 'passengers',
    header: () => m.reservations_column_lead_passenger(),
    cell: (cell) => <LeadPassenger reservation={cell.row.original} />,
  }),
  column.accessor('route', { header: () => m.reservations_column_itinerary(), cell: routeCell }),
  column.accessor('departureAt', { header: () => m.reservations_column_departure(), cell: dateCell }),
  column.accessor('contentKind', { header: () => m.reservations_column_content(), cell: contentKindCell }),
  column.accessor('status', {
    header: () => m.reservations_column_status(),
    cell: (cell) => <ReservationStatusBadge status={cell.getValue()} />,
  }),
  column.accessor('total', { header: () => m.reservations_column_total(), cell: moneyCell }),
  column.accessor('createdAt', { header: () => m.reservations_column_created(), cell: dateCell }),
]);
