import type { TicketListItem } from '@comptoir/flight-domain';
import { createDataTableColumnHelper } from '../../kit/DataTable/use-data-table';
import { contentKindCell, dateCell, moneyCell, routeCell } from '../../kit/DataTable/cells';
import { TicketStatusBadge } from '../../kit/TicketStatusBadge/TicketStatusBadge';

const column = createDataTableColumnHelper<TicketListItem>();

/**
 * The tickets list's columns: the ticket number, its reservation's locator, the passenger (as the
 * ticket names them, SURNAME/FIRST), the itinerary, when it was issued and for how much, GDS or NDC,
 * and the status with the tones of SPEC §4 (an unknown status neutral).
 */
export const ticketColumns = column.columns([
  column.accessor('number', { header: 'Ticket number' }),
  column.accessor('locator', { header: 'Locator' }),
  column.accessor('travelerName', { header: 'Passenger' }),
  column.accessor('route', { header: 'Itinerary', cell: routeCell }),
  column.accessor('issuedAt', { header: 'Issued', cell: dateCell }),
  column.accessor('total', { header: 'Amount', cell: moneyCell }),
  column.accessor('contentKind', { header: 'Content', cell: contentKindCell }),
  column.accessor('status', {
    header: 'Status',
    cell: (cell) => <TicketStatusBadge status={cell.getValue()} />,
  }),
]);
