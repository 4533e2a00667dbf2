import { locationSearchSchema, type LocationSearchInput } from '@comptoir/flight-domain';
import { queryOptions } from '@tanstack/react-query';
import { locationEndpoints } from '../endpoints/flight';
import { send } from '../http/send';
import { useApiMutation } from '../query/use-api-mutation';

export const locationKeys = {
  all: ['locations'] as const,
  search: (input: LocationSearchInput) =>
    [...locationKeys.all, 'search', locationSearchSchema.parse(input)] as const,
};

/** Location search over airports and cities (SPEC §7). `q` needs 2 characters, `limit` is 1–50. */
export const locationsApi = {
  search: (input: LocationSearchInput, signal?: AbortSignal) =>
    send(locationEndpoints.search, { path: undefined, query: locationSearchSchema.parse(input), signal }),
  refreshCache: () => send(locationEndpoints.refreshCache, { path: undefined }),
};

export const locationQueries = {
  search: (input: LocationSearchInput) =>
    queryOptions({
      queryKey: locationKeys.search(input),
      queryFn: ({ signal }) => locationsApi.search(input, signal),
    }),
};

export function useRefreshLocationCache() {
  return useApiMutation({ mutationFn: locationsApi.refreshCache, invalidates: () => [locationKeys.all] });
}
