/**
 * The sandbox's airport and city search as the stories' airport fields ask it. Not part of the
 * package's API.
 */
import { searchLocations } from '@comptoir/mock-backend';
import type { LocationSuggestion } from '@comptoir/flight-domain';

/**
 * A search form's `loadLocations`: the sandbox's ten best matches for `query`, as the API would answer.
 *
 * @example
 * const meta = { component: OneWaySearchForm, args: { loadLocations: loadSandboxLocations, … } };
 */
export const loadSandboxLocations = (query: string) =>
  // The sandbox lists suggestions as its schema takes them in; the form reads them as parsed, the same fields.
  Promise.resolve(searchLocations(query, 10) as LocationSuggestion[]);
