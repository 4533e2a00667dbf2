import { locationsQueries } from '@comptoir/api';
import type { LocationSuggestion } from '@comptoir/flight-domain';
import type { QueryClient } from '@tanstack/react-query';

/** The locations matching `q` (SPEC §7), through the query cache. */
export function searchLocations(queryClient: QueryClient, q: string): Promise<LocationSuggestion[]> {
  return queryClient.query(locationsQueries.search({ q }));
}
