import type { TicketListItem } from '@comptoir/flight-domain';
import { ListViewFrame } from '../DataTable/ListViewFrame';
import { PagedDataTable, type PagedListViewProps } from '../DataTable/PagedDataTable';
import { ticketColumns } from './ticket-columns';

/** The page of `GET /tickets` and the callbacks of /tickets (`onOpen` goes to the ticket's page). */
export type TicketsListViewProps = PagedListViewProps<TicketListItem>;

/**
 * /tickets: the organization's tickets, newest first, a page at a time, searchable by ticket number,
 * locator or passenger; each row opens its ticket. Loading, empty and failed states come as `state`.
 *
 * @example
 * <TicketsListView state={{ status: 'pending' }} query={search}
 *   onQueryChange={(next) => navigate({ search: next })}
 *   onOpen={(t) => navigate({ to: ticketDetailPath(t.id, t.contentKind) })} />
 */
export function TicketsListView({ onOpen, ...list }: TicketsListViewProps) {
  return (
    <ListViewFrame title="Tickets" slot="tickets-list-view">
      <PagedDataTable
        {...list}
        label="Tickets"
        columns={ticketColumns}
        getRowId={(ticket) => ticket.id}
        searchPlaceholder="Ticket number, locator or passenger"
        onRowActivate={onOpen}
      />
    </ListViewFrame>
  );
}
