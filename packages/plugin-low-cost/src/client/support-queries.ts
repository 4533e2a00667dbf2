/**
 * The airline's support through the agency's backend: the client of `lowCostSupportEndpoints`, its
 * TanStack Query options and its mutations, which invalidate by the factory's keys. Every failure is an
 * `ApiError` carrying the backend's message (SPEC §8).
 */
import { clientFor, useApiMutation, useSingleFlight } from '@comptoir/api';
import { queuesKeys } from '@comptoir/api/queue-keys';
import type { QueueListQueryInput } from '@comptoir/flight-domain/queues';
import { queryOptions } from '@tanstack/react-query';
import type { SupportRequestDraft } from '../rules';
import { lowCostSupportEndpoints, type XmlExchangeQuery } from './support-api';
import { lowCostSupportKeys } from './support-keys';

export const lowCostSupportApi = clientFor(lowCostSupportEndpoints);

export const lowCostSupportQueries = {
  /** A page of the organization's XML messages with the airline. */
  xmlExchanges: (query: XmlExchangeQuery) =>
    queryOptions({
      queryKey: lowCostSupportKeys.xmlExchanges(query),
      queryFn: ({ signal }) => lowCostSupportApi.xmlExchanges({ query, signal }),
    }),
  /** One message in full; a message never changes once kept. */
  xmlExchange: (id: string) =>
    queryOptions({
      queryKey: lowCostSupportKeys.xmlExchange(id),
      queryFn: ({ signal }) => lowCostSupportApi.xmlExchange({ path: { id }, signal }),
      staleTime: Infinity,
    }),
  /** A page of the organization's held bookings, the soonest to expire first (the expired before). */
  holds: (query: QueueListQueryInput) =>
    queryOptions({
      queryKey: lowCostSupportKeys.holds(query),
      queryFn: ({ signal }) => lowCostSupportApi.holds({ query, signal }),
    }),
  supportRequests: () =>
    queryOptions({
      queryKey: lowCostSupportKeys.supportRequests(),
      queryFn: ({ signal }) => lowCostSupportApi.supportRequests({ signal }),
    }),
};

/** Opens a support request on a booking; the list shows it next. */
export function useOpenSupportRequest() {
  return useApiMutation({
    mutationFn: (body: SupportRequestDraft) => lowCostSupportApi.openSupportRequest({ body }),
    invalidates: () => [lowCostSupportKeys.supportRequests()],
  });
}

/** Closes a support request the desk settled. */
export function useCloseSupportRequest() {
  return useApiMutation({
    mutationFn: (id: string) => lowCostSupportApi.closeSupportRequest({ path: { id } }),
    invalidates: (id) => [lowCostSupportKeys.supportRequests(), lowCostSupportKeys.supportRequest(id)],
  });
}

/** What a write to a hold changes: the holds' pages and the queues' counts (the badge, the home page). */
const holdsChanged = () => [lowCostSupportKeys.holdLists(), queuesKeys.all];

/** Assigns a hold to a member of the organization, or to nobody (`null`), at most once at a time (`assign`). */
export function useAssignHold() {
  const mutation = useApiMutation({
    mutationFn: ({ id, assigneeId }: { id: string; assigneeId: string | null }) =>
      lowCostSupportApi.assignHold({ path: { id }, body: { assigneeId } }),
    invalidates: holdsChanged,
  });
  return { ...mutation, assign: useSingleFlight(mutation.mutateAsync) };
}

/**
 * Marks a hold handled, at most once at a time (`handle`): one still held is released (the airline
 * frees its seats, nothing is paid); either way it leaves the queue.
 */
export function useHandleHold() {
  const mutation = useApiMutation({
    mutationFn: (id: string) => lowCostSupportApi.handleHold({ path: { id } }),
    invalidates: holdsChanged,
  });
  return { ...mutation, handle: useSingleFlight(mutation.mutateAsync) };
}
