/**
 * Tickets (SPEC §7, base /tickets): the shared record calls plus void. A ticket's page reads its detail
 * through `record-detail-calls.ts` and loads this client with its first write (`record-writes.ts`) or its
 * editors (`record-edits.ts`).
 */
import { ticketActionResultSchema } from '@comptoir/flight-domain';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { ticketDetailEndpoint, ticketDetailQuery } from './record-detail-calls';
import { ticketsListEndpoint, ticketsListQuery } from './record-list-calls';
import { sharedRecordEndpoints, sharedRecordQueries } from './records';

export const ticketsEndpoints = {
  ...sharedRecordEndpoints('/tickets', ticketDetailEndpoint),
  /** The shared list, filtered by status too. */
  list: ticketsListEndpoint,
  void: endpoint({ method: 'POST', path: '/tickets/{id}/void', response: ticketActionResultSchema }),
};

export const ticketsApi = clientFor(ticketsEndpoints);

export const ticketsQueries = {
  ...sharedRecordQueries('tickets', ticketsApi),
  detail: ticketDetailQuery,
  list: ticketsListQuery,
};
