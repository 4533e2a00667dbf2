import type { TicketListItem, TicketListQuery } from '@comptoir/flight-domain';
import { createListView } from '../../kit/DataTable/create-list-view';
import type { PagedListViewProps } from '../../kit/DataTable/PagedDataTable';
import { ticketColumns } from './ticket-columns';
import { TicketStatusFilter } from './TicketStatusFilter';

/** The page of `GET /tickets` and the callbacks of /tickets. */
export type TicketsListViewProps = PagedListViewProps<TicketListItem, TicketListQuery>;

/**
 * /tickets: the organization's tickets, newest first, a page at a time, searchable by ticket number,
 * locator or passenger, filtered by status (`query.status`). Loading, empty and failed states come as `state`; `onOpen` gets the ticket a row
 * opens, which the app turns into `ticketDetailPath(id, contentKind)` (`/tickets/{id}/gds` or `/ndc`).
 *
 * @example
 * <TicketsListView state={{ status: 'pending' }} query={search}
 *   onQueryChange={(next) => navigate({ search: next })}
 *   onOpen={(t) => navigate({ to: ticketDetailPath(t.id, t.contentKind) })} />
 */
export const TicketsListView = createListView<TicketListItem, TicketListQuery>({
  title: 'Tickets',
  slot: 'tickets-list-view',
  columns: ticketColumns,
  searchPlaceholder: 'Ticket number, locator or passenger',
  filters: (query, onQueryChange, disabled) => (
    <TicketStatusFilter query={query} onQueryChange={onQueryChange} disabled={disabled} />
  ),
});
