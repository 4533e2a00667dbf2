/**
 * The work queues (not in SPEC §7: the agency's own calls, base /queues): each queue's page of items,
 * every queue's count, assigning an item to a member, marking it handled, and accepting an airline's
 * schedule change.
 */
import {
  deadlineQueueItemSchema,
  messageResponseSchema,
  queueAssignBodySchema,
  queueListQuerySchema,
  type QueueListQueryInput,
  type QueueName,
  queueSummarySchema,
  reservationActionResultSchema,
  scheduleChangeQueueItemSchema,
  ticketQueueItemSchema,
} from '@comptoir/flight-domain';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { queuesKeys, reservationsKeys } from '../keys';
import { endpointQuery } from '../query/endpoint-query';
import { useApiMutation } from '../query/use-api-mutation';
import { useSingleFlight } from '../query/use-single-flight';
import { pagedListEndpoint } from './paged-list';

export const queuesEndpoints = {
  summary: endpoint({ method: 'GET', path: '/queues/summary', response: queueSummarySchema }),
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
  acceptScheduleChange: endpoint({
    method: 'POST',
    path: '/queues/schedule-changes/{id}/accept',
    response: reservationActionResultSchema,
  }),
};

export const queuesApi = clientFor(queuesEndpoints);

export const queuesQueries = {
  summary: () => endpointQuery(queuesKeys.summary(), queuesApi.summary, {}),
  deadlines: (query: QueueListQueryInput) =>
    endpointQuery(queuesKeys.list('deadlines', query), queuesApi.deadlines, { query }),
  scheduleChanges: (query: QueueListQueryInput) =>
    endpointQuery(queuesKeys.list('schedule-changes', query), queuesApi.scheduleChanges, { query }),
  tickets: (query: QueueListQueryInput) =>
    endpointQuery(queuesKeys.list('tickets', query), queuesApi.tickets, { query }),
};

interface QueueItemTarget {
  queue: QueueName;
  id: string;
}

/** Assigns a queue item to a member of the organization, or to nobody (`assigneeId: null`). */
export function useAssignQueueItem() {
  return useApiMutation({
    mutationFn: ({ queue, id, assigneeId }: QueueItemTarget & { assigneeId: string | null }) =>
      queuesApi.assign({ path: { queue, id }, body: { assigneeId } }),
    invalidates: () => [queuesKeys.all],
  });
}

/** Marks a queue item handled: it leaves its queue. */
export function useMarkQueueItemHandled() {
  return useApiMutation({
    mutationFn: (target: QueueItemTarget) => queuesApi.handled({ path: target }),
    invalidates: () => [queuesKeys.all],
  });
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
