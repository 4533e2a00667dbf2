import { locationsQueries } from '@comptoir/api';
import type { LocationSuggestion } from '@comptoir/flight-domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The airport fields' loader: the location search (SPEC §7), cached like any query. */
export function useLoadLocations(): (query: string) => Promise<LocationSuggestion[]> {
  const queryClient = useQueryClient();
  return useCallback((q: string) => queryClient.query(locationsQueries.search({ q })), [queryClient]);
}
