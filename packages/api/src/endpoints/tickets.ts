/** Tickets (SPEC §7, base /tickets): the shared record calls plus void. */
import {
  pageSchema,
  ticketActionResultSchema,
  ticketListItemSchema,
  ticketListQuerySchema,
  ticketSchema,
  type TicketListQueryInput,
} from '@comptoir/flight-domain';
import { queryOptions } from '@tanstack/react-query';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { balancesKeys, reservationsKeys, ticketsKeys } from '../keys';
import { useApiMutation } from '../query/use-api-mutation';
import { sharedRecordEndpoints, sharedRecordQueries } from './records';

export const ticketsEndpoints = {
  ...sharedRecordEndpoints('/tickets', ticketListItemSchema, ticketSchema),
  /** The shared list, filtered by status too. */
  list: endpoint({
    method: 'GET',
    path: '/tickets',
    query: ticketListQuerySchema,
    response: pageSchema(ticketListItemSchema),
  }),
  void: endpoint({ method: 'POST', path: '/tickets/{id}/void', response: ticketActionResultSchema }),
};

export const ticketsApi = clientFor(ticketsEndpoints);

export const ticketsQueries = {
  ...sharedRecordQueries('tickets', ticketsApi),
  list: (query: TicketListQueryInput) =>
    queryOptions({
      queryKey: ticketsKeys.list(query),
      queryFn: ({ signal }) => ticketsApi.list({ query, signal }),
    }),
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
