import { ticketDetailPath, type TicketListItem, type TicketListQuery } from '@comptoir/flight-domain';
import { createListView } from '../../kit/DataTable/create-list-view';
import type { PagedListViewProps } from '../../kit/DataTable/PagedDataTable';
import { ticketColumns } from './ticket-columns';
import { TicketStatusFilter } from './TicketStatusFilter';
import { m } from '../../i18n/paraglide/messages.js';

/** The page of `GET /tickets` and the callbacks of /tickets. */
export type TicketsListViewProps = PagedListViewProps<TicketListItem, TicketListQuery>;

/**
 * /tickets: the organization's tickets, newest first, a page at a time, searchable by ticket number,
 * locator or passenger, filtered by status (`query.status`). Loading, empty and failed states come as
 * `state`. Each ticket number is a link to `ticketDetailPath(id, contentKind)` (`/tickets/{id}/gds` or
 * `/ndc`, through `linkComponent`); `onOpen` gets the ticket a click elsewhere on its row opens. Below
 * 768 px each row is a card: number and status, passenger and locator, itinerary, issue and content, amount.
 *
 * @example
 * <TicketsListView state={{ status: 'pending' }} query={search}
 *   onQueryChange={(next) => navigate({ search: next })}
 *   onOpen={(t) => navigate({ to: ticketDetailPath(t.id, t.contentKind) })} />
 */
export const TicketsListView = createListView<TicketListItem, TicketListQuery>({
  title: m.tickets_title,
  slot: 'tickets-list-view',
  columns: ticketColumns,
  rowHref: (ticket) => ticketDetailPath(ticket.id, ticket.contentKind),
  card: {
    badge: 'status',
    amount: 'total',
    lines: [
      ['travelerName', 'locator'],
      ['route', 'issuedAt', 'contentKind'],
    ],
  },
  wrapColumns: ['travelerName', 'route'],
  searchPlaceholder: m.tickets_search_placeholder,
  filters: (query, onQueryChange, disabled) => (
    <TicketStatusFilter query={query} onQueryChange={onQueryChange} disabled={disabled} />
  ),
});
