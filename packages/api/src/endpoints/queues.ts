/**
 * `@comptoir/api/queues`, apart from the package's index (which the app's entry imports, so that all it
 * reaches is in every page's first load): the queues' page and the navigation's count import it.
 *
 * The work queues (not in SPEC §7: the agency's own calls, base /queues): each queue's page of items,
 * every queue's count, assigning an item to a member, marking it handled, asking the airline again
 * for a pending or failed ticket, and accepting an airline's schedule change.
 */
import {
  deadlineQueueItemSchema,
  queueAssignBodySchema,
  queueListQuerySchema,
  type QueueListQueryInput,
  type QueueName,
  scheduleChangeQueueItemSchema,
  ticketQueueItemSchema,
} from '@comptoir/flight-domain/queues';
import { messageResponseSchema, reservationActionResultSchema } from '@comptoir/flight-domain';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { reservationsKeys, ticketsKeys } from '../keys';
import { endpointQuery } from '../query/endpoint-query';
import { useApiMutation } from '../query/use-api-mutation';
import { useSingleFlight } from '../query/use-single-flight';
import { pagedListEndpoint } from './paged-list';
import { queuesKeys } from '../queue-keys';
import { queueSummaryApi, queueSummaryEndpoints, queueSummaryQuery } from './queue-summary';

export { queueSummaryApi, queueSummaryQuery, queuesKeys };

export const queuesEndpoints = {
  ...queueSummaryEndpoints,
  deadlines: pagedListEndpoint({
    path: '/queues/deadlines',
    query: queueListQuerySchema,
    item: deadlineQueueItemSchema,
  }),
  scheduleChanges: pagedListEndpoint({
    path: '/queues/schedule-changes',
    query: queueListQuerySchema,
    item: scheduleChangeQueueItemSchema,
  }),
  tickets: pagedListEndpoint({
    path: '/queues/tickets',
    query: queueListQuerySchema,
    item: ticketQueueItemSchema,
  }),
  assign: endpoint({
    method: 'PUT',
    path: '/queues/{queue}/{id}/assignee',
    body: queueAssignBodySchema,
    response: messageResponseSchema,
  }),
  handled: endpoint({
    method: 'POST',
    path: '/queues/{queue}/{id}/handled',
    response: messageResponseSchema,
  }),
  retryTicket: endpoint({
    method: 'POST',
    path: '/queues/tickets/{id}/retry',
    response: messageResponseSchema,
  }),
  acceptScheduleChange: endpoint({
    method: 'POST',
    path: '/queues/schedule-changes/{id}/accept',
    response: reservationActionResultSchema,
  }),
};

export const queuesApi = clientFor(queuesEndpoints);

/** The key of a queue's page: `['queues', 'list', queue, query with its defaults]`. */
export const queuesListKey = (queue: QueueName, query: QueueListQueryInput) =>
  [...queuesKeys.lists(), queue, queueListQuerySchema.parse(query)] as const;

export const queuesQueries = {
  summary: queueSummaryQuery,
  deadlines: (query: QueueListQueryInput) =>
    endpointQuery(queuesListKey('deadlines', query), queuesApi.deadlines, { query }),
  scheduleChanges: (query: QueueListQueryInput) =>
    endpointQuery(queuesListKey('schedule-changes', query), queuesApi.scheduleChanges, { query }),
  tickets: (query: QueueListQueryInput) =>
    endpointQuery(queuesListKey('tickets', query), queuesApi.tickets, { query }),
};

interface QueueItemTarget {
  queue: QueueName;
  id: string;
}

/**
 * Assigns a queue item to a member of the organization, or to nobody (`assigneeId: null`), at most once
 * at a time (`assign`).
 */
export function useAssignQueueItem() {
  const mutation = useApiMutation({
    mutationFn: ({ queue, id, assigneeId }: QueueItemTarget & { assigneeId: string | null }) =>
      queuesApi.assign({ path: { queue, id }, body: { assigneeId } }),
    invalidates: () => [queuesKeys.all],
  });
  return { ...mutation, assign: useSingleFlight(mutation.mutateAsync) };
}

/** Marks a queue item handled, at most once at a time (`markHandled`): it leaves its queue. */
export function useMarkQueueItemHandled() {
  const mutation = useApiMutation({
    mutationFn: (target: QueueItemTarget) => queuesApi.handled({ path: target }),
    invalidates: () => [queuesKeys.all],
  });
  return { ...mutation, markHandled: useSingleFlight(mutation.mutateAsync) };
}

/**
 * Asks the airline again for a pending or failed ticket whose problem allows it, at most once at a time
 * (`retry`): issued, it leaves the queue, and the ticket's pages and lists change too.
 */
export function useRetryTicketIssue() {
  const mutation = useApiMutation({
    mutationFn: ({ id }: { id: string }) => queuesApi.retryTicket({ path: { id } }),
    invalidates: ({ id }) => [queuesKeys.all, ticketsKeys.detail(id), ticketsKeys.lists()],
  });
  return { ...mutation, retry: useSingleFlight(mutation.mutateAsync) };
}

/**
 * Accepts an airline's schedule change, at most once at a time (`accept`): the proposed itinerary
 * becomes the reservation's, so the reservation and its lists change too; the balance does not.
 */
export function useAcceptScheduleChange() {
  const mutation = useApiMutation({
    mutationFn: ({ id }: { id: string }) => queuesApi.acceptScheduleChange({ path: { id } }),
    invalidates: ({ id }) => [queuesKeys.all, reservationsKeys.detail(id), reservationsKeys.lists()],
  });
  return { ...mutation, accept: useSingleFlight(mutation.mutateAsync) };
}
