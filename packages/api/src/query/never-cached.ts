import { DATA_FETCHING } from '@comptoir/flight-domain';

/**
 * The cache policy of search results (SPEC §2, §9), spread into a query's options: never kept once
 * unused and never fresh, so every visit of the page asks again.
 */
export const NEVER_CACHED = {
  gcTime: DATA_FETCHING.searchResults.gcTimeMs,
  staleTime: DATA_FETCHING.searchResults.staleTimeMs,
} as const;
