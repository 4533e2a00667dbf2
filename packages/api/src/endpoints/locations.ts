/** Location search over airports and cities (SPEC §7). `q` needs 2 characters, `limit` is 1–50. */
import {
  locationSearchSchema,
  locationSuggestionSchema,
  messageResponseSchema,
  type LocationSearchInput,
} from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { locationsKeys } from '../keys';
import { endpointQuery } from '../query/endpoint-query';
import { useApiMutation } from '../query/use-api-mutation';

export const locationsEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/search',
    query: locationSearchSchema,
    response: z.array(locationSuggestionSchema),
  }),
  refreshCache: endpoint({ method: 'GET', path: '/search/refresh-cache', response: messageResponseSchema }),
};

export const locationsApi = clientFor(locationsEndpoints);

export const locationsQueries = {
  search: (query: LocationSearchInput) =>
    endpointQuery(locationsKeys.search(query), locationsApi.search, { query }),
};

export function useRefreshLocationCache() {
  return useApiMutation({
    mutationFn: () => locationsApi.refreshCache(),
    invalidates: () => [locationsKeys.all],
  });
}
