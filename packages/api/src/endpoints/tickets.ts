/** Tickets (SPEC §7, base /tickets): the shared record calls plus void. */
import {
  ticketActionResultSchema,
  ticketListItemSchema,
  ticketListQuerySchema,
  ticketSchema,
  type TicketListQueryInput,
} from '@comptoir/flight-domain';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { balancesKeys, reservationsKeys, ticketsKeys } from '../keys';
import { endpointQuery } from '../query/endpoint-query';
import { useApiMutation } from '../query/use-api-mutation';
import { pagedListEndpoint } from './paged-list';
import { sharedRecordEndpoints, sharedRecordQueries } from './records';

export const ticketsEndpoints = {
  ...sharedRecordEndpoints('/tickets', ticketListItemSchema, ticketSchema),
  /** The shared list, filtered by status too. */
  list: pagedListEndpoint({ path: '/tickets', query: ticketListQuerySchema, item: ticketListItemSchema }),
  void: endpoint({ method: 'POST', path: '/tickets/{id}/void', response: ticketActionResultSchema }),
};

export const ticketsApi = clientFor(ticketsEndpoints);

export const ticketsQueries = {
  ...sharedRecordQueries('tickets', ticketsApi),
  list: (query: TicketListQueryInput) => endpointQuery(ticketsKeys.list(query), ticketsApi.list, { query }),
};

export function useVoidTicket() {
  return useApiMutation({
    mutationFn: ({ id }: { id: string }) => ticketsApi.void({ path: { id } }),
    invalidates: ({ id }, { ticket }) => [
      ticketsKeys.detail(id),
      ticketsKeys.lists(),
      reservationsKeys.detail(ticket.reservationId),
      reservationsKeys.lists(),
      balancesKeys.all,
    ],
  });
}
