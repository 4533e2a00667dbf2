/**
 * The airline's support through the agency's backend: the client of `lowCostSupportEndpoints`, its
 * TanStack Query options and its mutations, which invalidate by the factory's keys. Every failure is an
 * `ApiError` carrying the backend's message (SPEC §8).
 */
import { clientFor, useApiMutation } from '@comptoir/api';
import type { ListQueryInput } from '@comptoir/flight-domain';
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
  holds: (query: ListQueryInput) =>
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
