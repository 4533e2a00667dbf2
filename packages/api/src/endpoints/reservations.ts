/**
 * Reservations (SPEC §7, base /reservations): the shared record calls plus ticket, cancel, reprice, seats,
 * fare rules. A reservation's page reads its detail through `record-detail-calls.ts` and loads this client
 * with its first write (`record-writes.ts`) or its editors (`record-edits.ts`).
 */
import {
  fareRulesResultSchema,
  messageResponseSchema,
  reservationActionResultSchema,
  seatsConfirmBodySchema,
} from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { reservationDetailEndpoint, reservationDetailQuery } from './record-detail-calls';
import { reservationsListEndpoint, reservationsListQuery } from './record-list-calls';
import { sharedRecordEndpoints, sharedRecordQueries } from './records';

/** SPEC §7 sends fare-rules requests with an empty JSON body: callers leave it out. */
const fareRulesBodySchema = z._default(z.strictObject({}), {});

export const reservationsEndpoints = {
  ...sharedRecordEndpoints('/reservations', reservationDetailEndpoint),
  list: reservationsListEndpoint,
  ticket: endpoint({
    method: 'POST',
    path: '/reservations/{id}/ticket',
    response: reservationActionResultSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/reservations/{id}/cancel',
    response: reservationActionResultSchema,
  }),
  reprice: endpoint({
    method: 'POST',
    path: '/reservations/{id}/reprice',
    response: reservationActionResultSchema,
  }),
  confirmSeats: endpoint({
    method: 'POST',
    path: '/reservations/seats-map/{workbenchID}/confirm',
    body: seatsConfirmBodySchema,
    response: messageResponseSchema,
  }),
  fareRules: endpoint({
    method: 'PUT',
    path: '/reservations/fare-rules/{id}',
    body: fareRulesBodySchema,
    response: fareRulesResultSchema,
  }),
};

export const reservationsApi = clientFor(reservationsEndpoints);

export const reservationsQueries = {
  ...sharedRecordQueries('reservations', reservationsApi),
  detail: reservationDetailQuery,
  list: reservationsListQuery,
};
