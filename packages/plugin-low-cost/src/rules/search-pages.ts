/**
 * What the plugin's pages do with a search: the form's draft and its check, the leg the results list,
 * the party as the airline counts it. Apart from the links' fields (`search-links.ts`), which every page loads.
 */
import type { PassengerCounts } from './fare-codes';
import { lowCostSearchSchema, type LowCostResultsSearch, type LowCostSearch } from './search';
import type { LowCostSearchPrefill } from './search-links';

/** The search form as the agent fills it: every field kept as typed, valid or not. */
export interface LowCostSearchDraft {
  trip: 'oneway' | 'return';
  from: string;
  to: string;
  /** YYYY-MM-DD, or '' while not a full date. */
  date: string;
  returnDate: string;
  adt: number;
  cnn: number;
  inf: number;
  unn: number;
}

/** A field of the search form that can carry a message. */
export type LowCostSearchField = 'from' | 'to' | 'date' | 'returnDate' | 'adt' | 'unn';

/**
 * Which way the results list: the outbound day's flights, or on a return whose outbound is picked, the
 * return day's flights the other way.
 *
 * @example
 * resultsLeg({ from: 'RAK', to: 'ORY', date: '2026-12-18', returnDate: '2026-12-22', outbound: picked, … })
 * // { direction: 'return', from: 'ORY', to: 'RAK', date: '2026-12-22' }
 */
export function resultsLeg(search: LowCostResultsSearch): {
  direction: 'outbound' | 'return';
  from: string;
  to: string;
  date: string;
} {
  if (search.outbound !== undefined && search.returnDate !== undefined)
    return { direction: 'return', from: search.to, to: search.from, date: search.returnDate };
  return { direction: 'outbound', from: search.from, to: search.to, date: search.date };
}

/**
 * The form as it starts: one adult, one-way, unless a search to start from is given.
 *
 * @example
 * searchDraft({ from: 'RAK', to: 'ORY', date: '2026-12-18' }).trip // 'oneway'
 */
export function searchDraft(prefill: LowCostSearchPrefill = {}): LowCostSearchDraft {
  return {
    trip: prefill.returnDate === undefined ? 'oneway' : 'return',
    from: prefill.from ?? '',
    to: prefill.to ?? '',
    date: prefill.date ?? '',
    returnDate: prefill.returnDate ?? '',
    adt: prefill.adt ?? 1,
    cnn: prefill.cnn ?? 0,
    inf: prefill.inf ?? 0,
    unn: 0,
  };
}

/**
 * Checks the form: the search to run, or one message per field that is wrong (the first for each).
 *
 * @example
 * readSearchDraft({ ...searchDraft(), from: 'RAK', to: 'ORY', date: '2026-12-18', adt: 0 })
 * // { ok: false, errors: { adt: 'Please select valid passengers' } }
 */
export function readSearchDraft(
  draft: LowCostSearchDraft,
): { ok: true; search: LowCostSearch } | { ok: false; errors: Partial<Record<LowCostSearchField, string>> } {
  const { trip, returnDate, ...fields } = draft;
  const parsed = lowCostSearchSchema.safeParse(trip === 'return' ? { ...fields, returnDate } : fields);
  if (parsed.success) return { ok: true, search: parsed.data };
  const errors: Partial<Record<LowCostSearchField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as LowCostSearchField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * The party as the airline counts it.
 *
 * @example
 * airlinePassengers({ adt: 2, cnn: 1, inf: 0 }) // { ADT: 2, CNN: 1, INF: 0 }
 */
export function airlinePassengers(search: Pick<LowCostSearch, 'adt' | 'cnn' | 'inf'>): PassengerCounts {
  return { ADT: search.adt, CNN: search.cnn, INF: search.inf };
}
