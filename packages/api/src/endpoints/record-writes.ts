/**
 * A record page's own writes: a reservation ticketed, cancelled or repriced, its fare rules asked again,
 * a ticket voided. Their families' clients (every call's schemas: the workbench edits' bodies…) are
 * fetched with the first write, not with the page that offers it, which reads through
 * `record-detail-calls.ts`.
 */
import { loadOnce } from '@comptoir/flight-domain';
import { balancesKeys, queuesRootKey, reservationsKeys, ticketsKeys, type RecordKind } from '../keys';
import { useApiMutation } from '../query/use-api-mutation';

const loadReservationCalls = loadOnce(() =>
  import('./reservations').then((module) => module.reservationsApi),
);
const loadTicketCalls = loadOnce(() => import('./tickets').then((module) => module.ticketsApi));

/** The client of one kind of record, fetched with its first use. */
export const loadRecordCalls = (kind: RecordKind) =>
  kind === 'reservations' ? loadReservationCalls() : loadTicketCalls();

type ReservationAction = 'ticket' | 'cancel' | 'reprice';

/**
 * Ticketing, cancelling and repricing change the reservation, its list, its tickets, the balance and the
 * work queues (a ticketed or cancelled reservation leaves the deadline queue).
 */
function useReservationAction(action: ReservationAction) {
  return useApiMutation({
    mutationFn: async ({ id }: { id: string }) => (await loadReservationCalls())[action]({ path: { id } }),
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

/** The reservation's fare rules, asked again (`PUT /reservations/fare-rules/{id}`). */
export function useFareRules() {
  return useApiMutation({
    mutationFn: async ({ id }: { id: string }) => (await loadReservationCalls()).fareRules({ path: { id } }),
    invalidates: () => [],
  });
}

/** Voids a ticket (`POST /tickets/{id}/void`): it, its reservation, their lists and the balance refetched. */
export function useVoidTicket() {
  return useApiMutation({
    mutationFn: async ({ id }: { id: string }) => (await loadTicketCalls()).void({ path: { id } }),
    invalidates: ({ id }, { ticket }) => [
      ticketsKeys.detail(id),
      ticketsKeys.lists(),
      reservationsKeys.detail(ticket.reservationId),
      reservationsKeys.lists(),
      balancesKeys.all,
    ],
  });
}
