import { loadOnce, type LocationSuggestion } from '@comptoir/flight-domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

// The location search's table and response schema (which sits among the organizations' entities) come
// with the first search, not with the search forms: nothing is searched before two characters
// are typed.
const loadSearchLocations = loadOnce(() =>
  import('./search-locations').then((module) => module.searchLocations),
);

/** The airport fields' loader: the location search (SPEC §7), cached like any query. */
export function useLoadLocations(): (query: string) => Promise<LocationSuggestion[]> {
  const queryClient = useQueryClient();
  return useCallback(async (q: string) => (await loadSearchLocations())(queryClient, q), [queryClient]);
}
