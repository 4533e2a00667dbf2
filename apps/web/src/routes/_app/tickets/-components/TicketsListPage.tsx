import { ticketsListQuery } from '@comptoir/api';
import { ticketDetailPath } from '@comptoir/flight-domain';
import { TicketsListView } from '@comptoir/ui/records';
import { createListPages } from '../../-components/list-pages';

/** /tickets: the list's page, pending and error components (`createListPages`), the status filter in the query. */
export const ticketsListPages = createListPages({
  from: '/tickets/',
  View: TicketsListView,
  list: ticketsListQuery,
  detailPath: (ticket) => ticketDetailPath(ticket.id, ticket.contentKind),
});
