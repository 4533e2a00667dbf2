import type { TicketListItem } from '@comptoir/flight-domain';
import { createDataTableColumnHelper } from '../../kit/DataTable/use-data-table';
import { contentKindCell, dateCell, moneyCell, routeCell } from '../../kit/DataTable/cells';
import { TicketStatusBadge } from '../../kit/TicketStatusBadge/TicketStatusBadge';
import { m } from '../../i18n/paraglide/messages.js';

const column = createDataTableColumnHelper<TicketListItem>();

/**
 * The tickets list's columns: the ticket number, its reservation's locator, the passenger (as the
 * ticket names them, SURNAME/FIRST), the itinerary, when it was issued and for how much, GDS or NDC,
 * and the status with the tones of SPEC §4 (an unknown status neutral).
 */
export const ticketColumns = column.columns([
  column.accessor('number', { header: () => m.tickets_column_number() }),
  column.accessor('locator', { header: () => m.reservations_column_locator() }),
  column.accessor('travelerName', { header: () => m.tickets_column_passenger() }),
  column.accessor('route', { header: () => m.reservations_column_itinerary(), cell: routeCell }),
  column.accessor('issuedAt', { header: () => m.tickets_column_issued(), cell: dateCell }),
  column.accessor('total', { header: () => m.tickets_column_amount(), cell: moneyCell }),
  column.accessor('contentKind', { header: () => m.reservations_column_content(), cell: contentKindCell }),
  column.accessor('status', {
    header: () => m.reservations_column_status(),
    cell: (cell) => <TicketStatusBadge status={cell.getValue()} />,
  }),
]);
