/** Reservations (SPEC §7, base /reservations): the shared record calls plus ticket, cancel, reprice, seats, fare rules. */
import {
  fareRulesResultSchema,
  messageResponseSchema,
  reservationActionResultSchema,
  reservationSchema,
  seatsConfirmBodySchema,
} from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { balancesKeys, queuesRootKey, reservationsKeys, ticketsKeys } from '../keys';
import { useApiMutation } from '../query/use-api-mutation';
import { reservationsListEndpoint, reservationsListQuery } from './record-list-calls';
import { sharedRecordEndpoints, sharedRecordQueries } from './records';

/** SPEC §7 sends fare-rules requests with an empty JSON body: callers leave it out. */
const fareRulesBodySchema = z._default(z.strictObject({}), {});

export const reservationsEndpoints = {
  ...sharedRecordEndpoints('/reservations', reservationSchema),
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
  list: reservationsListQuery,
};

type ReservationAction = 'ticket' | 'cancel' | 'reprice';

/**
 * Ticketing, cancelling and repricing change the reservation, its list, its tickets, the balance and the
 * work queues (a ticketed or cancelled reservation leaves the deadline queue).
 */
function useReservationAction(action: ReservationAction) {
  return useApiMutation({
    mutationFn: ({ id }: { id: string }) => reservationsApi[action]({ path: { id } }),
    invalidates: ({ id }) => [
      reservationsKeys.detail(id),
      reservationsKeys.lists(),
      ticketsKeys.lists(),
      balancesKeys.all,
      queuesRootKey,
    ],
  });
}

export const useTicketReservation = () => useReservationAction('ticket');
export const useCancelReservation = () => useReservationAction('cancel');
export const useRepriceReservation = () => useReservationAction('reprice');

export function useFareRules() {
  return useApiMutation({
    mutationFn: ({ id }: { id: string }) => reservationsApi.fareRules({ path: { id } }),
    invalidates: () => [],
  });
}
