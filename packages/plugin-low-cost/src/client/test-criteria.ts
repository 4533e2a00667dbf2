import type { LowFareSearchCriteria } from './low-fare-search';

/**
 * A low-fare search for the tests: Marrakech to Paris-Orly on 18 December 2026, three days around it,
 * two adults and a child; `changes` replaces what a test is about.
 */
export function lowFareCriteria(changes: Partial<LowFareSearchCriteria> = {}): LowFareSearchCriteria {
  return {
    from: 'RAK',
    to: 'ORY',
    date: '2026-12-18',
    windowDays: 3,
    passengers: { ADT: 2, CNN: 1, INF: 0 },
    ...changes,
  };
}
