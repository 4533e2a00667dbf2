import { DATA_FETCHING } from '@comptoir/flight-domain';
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** Connection types on which the spec's slow-network timings apply. */
const SLOW_CONNECTION_TYPES = new Set(['slow-2g', '2g']);

interface NetworkInformationLike {
  effectiveType?: string;
}

function isSlowNetwork(): boolean {
  if (typeof navigator === 'undefined') return false;
  const { connection } = navigator as Navigator & { connection?: NetworkInformationLike };
  return SLOW_CONNECTION_TYPES.has(connection?.effectiveType ?? '');
}

/** Waits 5 s before retrying a failed query, 10 s on slow networks (SPEC §9). */
function errorRetryDelayMs(): number {
  return isSlowNetwork() ? DATA_FETCHING.slowNetworkErrorRetryIntervalMs : DATA_FETCHING.errorRetryIntervalMs;
}

/**
 * The QueryClient of the app, with the data-fetching constants of SPEC §9. Overrides are merged in,
 * for example to turn retries off in stories.
 */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: DATA_FETCHING.gcTimeMs,
        staleTime: DATA_FETCHING.dedupingIntervalMs,
        refetchOnWindowFocus: DATA_FETCHING.refetchOnWindowFocus,
        refetchOnReconnect: DATA_FETCHING.refetchOnReconnect,
        retry: DATA_FETCHING.queryRetryCount,
        retryDelay: errorRetryDelayMs,
        ...overrides.queries,
      },
      mutations: {
        retry: DATA_FETCHING.mutationRetryCount,
        ...overrides.mutations,
      },
    },
  });
}
