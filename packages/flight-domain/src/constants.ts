/**
 * Business constants of SPEC §9, declared once. Everything else in the workspace reads them from here.
 */

/** Currency in which amounts are shown by default. */
export const DEFAULT_CURRENCY = 'MAD';

/** Locale used for every number and date shown to staff. */
export const DISPLAY_LOCALE = 'fr-FR';

/** Data-fetching timings and retry policy (SPEC §9 "Data fetching"). */
export const DATA_FETCHING = {
  /** Search results are never cached. */
  searchResults: { gcTimeMs: 0, staleTimeMs: 0 },
  /** Unused cache entries are removed after 30 s. */
  gcTimeMs: 30_000,
  refetchOnWindowFocus: false,
  refetchOnReconnect: true,
  /** Queries retry once. */
  queryRetryCount: 1,
  /** Mutations never retry. */
  mutationRetryCount: 0,
  /** Identical requests within this window share one network call. */
  dedupingIntervalMs: 2_000,
  errorRetryIntervalMs: 5_000,
  slowNetworkErrorRetryIntervalMs: 10_000,
  /** A loading state counts as slow after this long. */
  loadingTimeoutMs: 3_000,
  slowNetworkLoadingTimeoutMs: 5_000,
} as const;

/** Toast limit and durations (SPEC §9 "Toasts"). Loading toasts stay until dismissed. */
export const TOASTS = {
  limit: 20,
  durationMs: {
    error: 4_000,
    success: 2_000,
    blank: 4_000,
    loading: Number.POSITIVE_INFINITY,
  },
} as const;

/** Router timings (SPEC §9 "Routing"). */
export const ROUTING = {
  /** The pending indicator appears after this long... */
  pendingMs: 1_000,
  /** ...and then stays at least this long. */
  pendingMinMs: 500,
  /** Preloading on intent waits this long. */
  preloadDelayMs: 50,
  /** Route data preloaded on intent stays fresh this long. */
  preloadStaleTimeMs: 30_000,
} as const;
