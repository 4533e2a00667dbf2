import { describe, expect, it } from 'vitest';
import {
  DATA_FETCHING,
  DEFAULT_CABIN,
  DEFAULT_CURRENCY,
  DEFAULT_FARE_RULE_TYPE,
  DEFAULT_PAYMENT_TYPE,
  DISPLAY_LOCALE,
  LIST_QUERY,
  LOCATION_SEARCH,
  MULTI_CITY,
  PAYMENT_SURCHARGE_MULTIPLIERS,
  ROUTING,
  TOASTS,
  isRefusalStatus,
  shouldRetryQuery,
} from './constants';

describe('SPEC §9 constants', () => {
  it('pins the payment surcharge multipliers', () => {
    expect(PAYMENT_SURCHARGE_MULTIPLIERS).toEqual({
      'local-bank-card': 1.023,
      'international-bank-card': 1.03,
      check: 1,
      cash: 1,
      'bank-transfer': 1,
    });
  });

  it('pins the defaults', () => {
    expect(DEFAULT_CURRENCY).toBe('MAD');
    expect(DISPLAY_LOCALE).toBe('fr-FR');
    expect(DEFAULT_CABIN).toBe('Economy');
    expect(DEFAULT_PAYMENT_TYPE).toBe('cash');
    expect(DEFAULT_FARE_RULE_TYPE).toBe('TextLong');
    expect(LIST_QUERY).toEqual({ defaultPage: 1, defaultLimit: 10, maxLimit: 100 });
    expect(LOCATION_SEARCH).toEqual({ minQueryLength: 2, defaultLimit: 10, maxLimit: 50 });
    expect(MULTI_CITY).toEqual({ minDestinations: 2, maxDestinations: 5 });
  });

  it('pins the data-fetching policy, one SPEC sentence a setting', () => {
    const spec: [keyof typeof DATA_FETCHING, unknown, string][] = [
      ['searchResults', { gcTimeMs: 0, staleTimeMs: 0 }, 'Search results are never cached'],
      ['gcTimeMs', 30_000, 'Unused cache entries are removed after 30 seconds'],
      ['refetchOnWindowFocus', false, 'There is no refetch on window focus'],
      ['refetchOnReconnect', true, 'but there is a refetch on reconnect'],
      ['queryRetryCount', 1, 'Queries retry once'],
      ['mutationRetryCount', 0, 'Mutations never retry'],
      ['dedupingIntervalMs', 2_000, 'Request deduplication is 2 s'],
      ['errorRetryIntervalMs', 5_000, 'Error retry is 5 s'],
      ['slowNetworkErrorRetryIntervalMs', 10_000, '(10 s on slow networks)'],
      ['loadingTimeoutMs', 3_000, 'A loading state counts as slow after 3 s'],
      ['slowNetworkLoadingTimeoutMs', 5_000, '(5 s on slow networks)'],
    ];
    for (const [setting, value, sentence] of spec) expect(DATA_FETCHING[setting], sentence).toEqual(value);
    expect(Object.keys(DATA_FETCHING)).toEqual(spec.map(([setting]) => setting));
  });

  it('pins the toasts', () => {
    expect(TOASTS).toEqual({
      limit: 20,
      durationMs: { error: 4_000, success: 2_000, blank: 4_000, loading: Number.POSITIVE_INFINITY },
    });
  });

  it('pins routing', () => {
    expect(ROUTING).toEqual({
      pendingMs: 1_000,
      pendingMinMs: 500,
      preloadDelayMs: 50,
      preloadStaleTimeMs: 30_000,
    });
  });
});

describe('shouldRetryQuery', () => {
  it('retries a failed query once (SPEC §9)', () => {
    expect(shouldRetryQuery(0, 500)).toBe(true);
    expect(shouldRetryQuery(0, undefined)).toBe(true);
    expect(shouldRetryQuery(1, 500)).toBe(false);
    expect(shouldRetryQuery(1, undefined)).toBe(false);
  });

  it('never retries a refusal (SPEC §6), whose answer would be the same', () => {
    for (const status of [401, 403, 404]) {
      expect(isRefusalStatus(status)).toBe(true);
      expect(shouldRetryQuery(0, status)).toBe(false);
    }
    expect(isRefusalStatus(undefined)).toBe(false);
    expect(shouldRetryQuery(0, 409)).toBe(true);
  });
});
