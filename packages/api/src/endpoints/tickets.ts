/** Tickets (SPEC §7, base /tickets): the shared record calls plus void. */
import { ticketActionResultSchema, ticketSchema } from '@comptoir/flight-domain';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { balancesKeys, reservationsKeys, ticketsKeys } from '../keys';
import { useApiMutation } from '../query/use-api-mutation';
import { ticketsListEndpoint, ticketsListQuery } from './record-list-calls';
import { sharedRecordEndpoints, sharedRecordQueries } from './records';

export const ticketsEndpoints = {
  ...sharedRecordEndpoints('/tickets', ticketSchema),
  /** The shared list, filtered by status too. */
  list: ticketsListEndpoint,
  void: endpoint({ method: 'POST', path: '/tickets/{id}/void', response: ticketActionResultSchema }),
};

export const ticketsApi = clientFor(ticketsEndpoints);

export const ticketsQueries = {
  ...sharedRecordQueries('tickets', ticketsApi),
  list: ticketsListQuery,
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
