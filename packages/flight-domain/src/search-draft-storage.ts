/**
 * The search forms' drafts kept in local storage (SPEC §2): under which key each form is kept, and how a
 * stored draft, possibly old or corrupt, is read back into the shape of today's form.
 */
import { MULTI_CITY } from './constants';
import { AIRLINE_FILTER_TYPES, CABIN_CLASSES, PAYMENT_METHODS, type TripType } from './enumerations';
import { searchFormStorageKey } from './flight-search';

/**
 * The product key of each search form: its draft is kept under `<key>_search_form` (SPEC §2).
 *
 * @example
 * SEARCH_PRODUCT_KEYS.roundtrip // 'flights_roundtrip'
 */
export const SEARCH_PRODUCT_KEYS = {
  oneway: 'flights_oneway',
  roundtrip: 'flights_roundtrip',
  'multi-city': 'flights_multi-city',
} as const satisfies Record<TripType, string>;

/**
 * The local-storage key of a trip type's search form.
 *
 * @example
 * searchDraftStorageKey('multi-city') // 'flights_multi-city_search_form'
 */
export function searchDraftStorageKey(tripType: TripType): string {
  return searchFormStorageKey(SEARCH_PRODUCT_KEYS[tripType]);
}

/** Fields whose text must be one of a fixed list, or the form's select could not show it. */
const CHOICES: Readonly<Record<string, readonly string[]>> = {
  cabin: CABIN_CLASSES,
  paymentType: PAYMENT_METHODS,
  airlineType: AIRLINE_FILTER_TYPES,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An airport field as stored: `{ code, text }`, or a bare code as drafts stored it before the field kept
 * its text (then shown as the code). A code with no text to show is shown as the code, so that a field
 * never holds a choice it does not show.
 */
function storedAirportField(stored: unknown): unknown {
  if (typeof stored === 'string') return { code: stored, text: stored };
  if (isRecord(stored) && typeof stored.code === 'string' && stored.code !== '') {
    const text = typeof stored.text === 'string' && stored.text.trim() !== '' ? stored.text : stored.code;
    return { code: stored.code, text };
  }
  return stored;
}

/** Fields whose stored form may be older than the form's: brought up to date before they are restored. */
const UPGRADES: Readonly<Record<string, (stored: unknown) => unknown>> = {
  from: storedAirportField,
  to: storedAirportField,
};

/**
 * Takes from `stored` what fits the shape of `template`, field by field: a value of the wrong type (or a
 * choice outside its list) keeps the template's. What was stored is someone else's old data, and must not
 * break the form.
 */
function restoreLike<T>(template: T, stored: unknown): T {
  if (Array.isArray(template)) {
    const [item] = template as unknown[];
    if (!Array.isArray(stored) || item === undefined) return template;
    return stored.map((entry) => restoreLike(item, entry)) as T;
  }
  if (isRecord(template)) {
    if (!isRecord(stored)) return template;
    const restored: Record<string, unknown> = {};
    for (const [key, fallback] of Object.entries(template)) {
      const upgrade = UPGRADES[key];
      const value = upgrade === undefined ? stored[key] : upgrade(stored[key]);
      const choices = CHOICES[key];
      restored[key] =
        choices !== undefined && !(typeof value === 'string' && choices.includes(value))
          ? fallback
          : restoreLike(fallback, value);
    }
    return restored as T;
  }
  if (typeof template === 'number') {
    return (typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 ? stored : template) as T;
  }
  return (typeof stored === typeof template ? stored : template) as T;
}

/**
 * A search form's draft from what local storage held (its JSON text, or null), shaped like `empty`: the
 * empty draft when nothing usable was stored, so corrupt storage never breaks the form. Never throws.
 *
 * @example
 * // with the empty drafts of the ui's forms (`EMPTY_SEARCH_DRAFTS` of @comptoir/ui)
 * restoreSearchDraft(EMPTY_SEARCH_DRAFTS.oneway, '{"from":{"code":"CMN","text":"CMN – Mohammed V"}}').from
 * // { code: 'CMN', text: 'CMN – Mohammed V' }
 * restoreSearchDraft(EMPTY_SEARCH_DRAFTS.oneway, '{"from":"CMN"}').from // { code: 'CMN', text: 'CMN' }
 * restoreSearchDraft(EMPTY_SEARCH_DRAFTS.oneway, 'not json').from // { code: '', text: '' }
 */
export function restoreSearchDraft<Draft extends object>(empty: Draft, storedText: string | null): Draft {
  if (storedText === null) return empty;
  let stored: unknown;
  try {
    stored = JSON.parse(storedText);
  } catch {
    return empty;
  }
  const restored = restoreLike(empty, stored);
  if ('destinations' in restored && Array.isArray(restored.destinations)) {
    const count = restored.destinations.length;
    if (count < MULTI_CITY.minDestinations || count > MULTI_CITY.maxDestinations) return empty;
  }
  return restored;
}
