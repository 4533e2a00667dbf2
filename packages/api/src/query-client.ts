import { DATA_FETCHING, shouldRetryQuery } from '@comptoir/flight-domain';
import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { errorsToastedByAuthClient } from './auth/auth-mutation';
import { ApiError } from './http/api-error';
import { MUTATION_TOAST_ID, showError, showMutationSuccess } from './toasts';

/** Connection types on which the spec's slow-network timings apply. */
const SLOW_CONNECTION_TYPES = new Set(['slow-2g', '2g']);

interface NetworkInformationLike {
  effectiveType?: string;
}

/** Whether the browser reports a slow connection (Network Information API, where available). */
export function isSlowNetwork(): boolean {
  if (typeof navigator === 'undefined') return false;
  const { connection } = navigator as Navigator & { connection?: NetworkInformationLike };
  return SLOW_CONNECTION_TYPES.has(connection?.effectiveType ?? '');
}

function errorRetryDelayMs(): number {
  return isSlowNetwork() ? DATA_FETCHING.slowNetworkErrorRetryIntervalMs : DATA_FETCHING.errorRetryIntervalMs;
}

/**
 * The QueryClient of the app, with the data-fetching constants and the toast rules of the spec:
 * a failed query or mutation shows an error toast (SPEC §8); a successful mutation shows a success
 * toast with the server's message (SPEC §4), once: a failure that better-auth's client has toasted already
 * (its `meta`, `ERRORS_TOASTED_BY_AUTH_CLIENT`) gets no second toast. A refused query is not retried.
 * Overrides are merged in (stories turn retries off).
 */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    // Not awaited: the mutation settles as before, whether or not react-hot-toast has loaded yet.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!errorsToastedByAuthClient(query.meta)) void showError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (!errorsToastedByAuthClient(mutation.meta)) void showError(error, { id: MUTATION_TOAST_ID });
      },
      onSuccess: (data) => void showMutationSuccess(data),
    }),
    defaultOptions: {
      queries: {
        gcTime: DATA_FETCHING.gcTimeMs,
        staleTime: DATA_FETCHING.dedupingIntervalMs,
        refetchOnWindowFocus: DATA_FETCHING.refetchOnWindowFocus,
        refetchOnReconnect: DATA_FETCHING.refetchOnReconnect,
        // Once, but never after a refusal (401, 403, 404): it shows at once rather than after the retry delay.
        retry: (failureCount, error) =>
          shouldRetryQuery(failureCount, error instanceof ApiError ? error.status : undefined),
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
