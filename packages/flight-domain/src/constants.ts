/**
 * Business constants of SPEC §9, declared once. Everything else in the workspace reads them from here.
 */
import type { CabinClass, PaymentMethod } from './enumerations';

/**
 * Price multiplier of each payment method (SPEC §9 "Payment surcharge multipliers"): card payments carry
 * the bank's fee. Read through `computeSurcharge`, which applies them exactly in integer centimes.
 *
 * @example
 * PAYMENT_SURCHARGE_MULTIPLIERS['local-bank-card'] // 1.023
 */
export const PAYMENT_SURCHARGE_MULTIPLIERS = {
  'local-bank-card': 1.023,
  'international-bank-card': 1.03,
  check: 1,
  cash: 1,
  'bank-transfer': 1,
} as const satisfies Record<PaymentMethod, number>;

/**
 * Currency in which amounts are shown by default.
 *
 * @example
 * formatMoney(123456, DEFAULT_CURRENCY) // '1\u202F234,56\u00A0MAD'
 */
export const DEFAULT_CURRENCY = 'MAD';

/**
 * Locale used for every number and date shown to staff.
 *
 * @example
 * new Intl.NumberFormat(DISPLAY_LOCALE).format(1234.5) // '1\u202F234,5'
 */
export const DISPLAY_LOCALE = 'fr-FR';

/**
 * Cabin of a new search (SPEC §9 "Defaults").
 *
 * @example
 * DEFAULT_CABIN // 'Economy'
 */
export const DEFAULT_CABIN = 'Economy' satisfies CabinClass;

/**
 * Payment type of a new search (SPEC §9 "Defaults").
 *
 * @example
 * DEFAULT_PAYMENT_TYPE // 'cash'
 */
export const DEFAULT_PAYMENT_TYPE = 'cash' satisfies PaymentMethod;

/**
 * Fare rule type asked for when modifying an exchange offer (SPEC §9 "Defaults").
 *
 * @example
 * DEFAULT_FARE_RULE_TYPE // 'TextLong'
 */
export const DEFAULT_FARE_RULE_TYPE = 'TextLong';

/**
 * Paging of every list (SPEC §9 "Defaults", §5 "Lists").
 *
 * @example
 * LIST_QUERY.defaultLimit // 10
 */
export const LIST_QUERY = { defaultPage: 1, defaultLimit: 10, maxLimit: 100 } as const;

/**
 * Location (airport and city) search limits (SPEC §5, §9).
 *
 * @example
 * LOCATION_SEARCH.minQueryLength // 2
 */
export const LOCATION_SEARCH = { minQueryLength: 2, defaultLimit: 10, maxLimit: 50 } as const;

/**
 * A multi-city search has 2 to 5 destinations (SPEC §5, §9).
 *
 * @example
 * MULTI_CITY.maxDestinations // 5
 */
export const MULTI_CITY = { minDestinations: 2, maxDestinations: 5 } as const;

/**
 * Data-fetching timings and retry policy (SPEC §9 "Data fetching").
 *
 * @example
 * new QueryClient({ defaultOptions: { queries: { gcTime: DATA_FETCHING.gcTimeMs } } })
 */
export const DATA_FETCHING = {
  /** Search results are never cached. */
  searchResults: { gcTimeMs: 0, staleTimeMs: 0 },
  /** Unused cache entries are removed after 30 s. */
  gcTimeMs: 30_000,
  refetchOnWindowFocus: false,
  refetchOnReconnect: true,
  /** Queries retry once (never after a refusal: `shouldRetryQuery`). */
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

/**
 * Toast limit and durations (SPEC §9 "Toasts"). Loading toasts stay until dismissed.
 *
 * @example
 * TOASTS.durationMs.success // 2000
 */
export const TOASTS = {
  limit: 20,
  durationMs: {
    error: 4_000,
    success: 2_000,
    blank: 4_000,
    loading: Number.POSITIVE_INFINITY,
  },
} as const;

/**
 * Router timings (SPEC §9 "Routing").
 *
 * @example
 * createRouter({ routeTree, defaultPendingMs: ROUTING.pendingMs })
 */
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

/**
 * The answers that refuse a call rather than fail it (401 signed out, 403 not allowed, 404 not there, with
 * SPEC §6's messages): asking again gets the same answer, so they are shown at once, never retried.
 */
export const REFUSAL_STATUSES: readonly number[] = [401, 403, 404];

/**
 * Whether an answer's HTTP status refuses the call (`REFUSAL_STATUSES`) rather than failing it; none (a
 * network failure, a time-out) is no refusal.
 *
 * @example
 * isRefusalStatus(403) // true
 * isRefusalStatus(500) // false
 */
export function isRefusalStatus(status: number | undefined): boolean {
  return status !== undefined && REFUSAL_STATUSES.includes(status);
}

/**
 * Whether a failed query asks again (SPEC §9: queries retry once): after `failureCount` failures, the last
 * answered with `status` (none for a network failure or a time-out). A refusal is never retried, so that
 * it shows at once.
 *
 * @example
 * shouldRetryQuery(0, 500) // true
 * shouldRetryQuery(0, undefined) // true (network failure)
 * shouldRetryQuery(1, 500) // false (retried once already)
 * shouldRetryQuery(0, 403) // false
 */
export function shouldRetryQuery(failureCount: number, status: number | undefined): boolean {
  return !isRefusalStatus(status) && failureCount < DATA_FETCHING.queryRetryCount;
}

/** SPEC §4: what a successful write says when the server sends no message of its own. */
export const GENERIC_SUCCESS_MESSAGE = 'Operation completed successfully.';

/** SPEC §8: what a failed call says when the server sent no message of its own. */
export const GENERIC_ERROR_MESSAGE = 'We apologize, but an error has occurred while processing your request.';
