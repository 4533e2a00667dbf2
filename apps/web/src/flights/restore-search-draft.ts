import { AIRLINE_FILTER_TYPES, CABIN_CLASSES, MULTI_CITY, PAYMENT_METHODS } from '@comptoir/flight-domain';

/** Fields whose text must be one of a fixed list, or the form's select could not show it. */
const CHOICES: Readonly<Record<string, readonly string[]>> = {
  cabin: CABIN_CLASSES,
  paymentType: PAYMENT_METHODS,
  airlineType: AIRLINE_FILTER_TYPES,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
      const value = stored[key];
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
 * restoreSearchDraft(EMPTY_SEARCH_DRAFTS.oneway, '{"from":"CMN"}').from // 'CMN'
 * restoreSearchDraft(EMPTY_SEARCH_DRAFTS.oneway, 'not json').from // ''
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
