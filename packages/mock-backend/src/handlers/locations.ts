/** Location search over airports and cities (SPEC §7 "Location search"). */
import { locationSearchSchema, type locationSuggestionSchema } from '@comptoir/flight-domain';
import type { z } from 'zod';
import { locationsEndpoints } from '@comptoir/api/endpoints';
import { handlersFor, parseWith } from '../context';
import { AIRPORTS } from '../data/airports';

type Suggestion = z.input<typeof locationSuggestionSchema>;

/** Lower case without accents: "Fès" matches "fes". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Cities with several airports (PAR, LON, NYC...) or whose code differs from their airport's (CAS). */
const CITIES: Suggestion[] = [
  ...new Map(
    AIRPORTS.filter(
      (airport) =>
        airport.cityCode !== airport.iataCode ||
        AIRPORTS.some((other) => other !== airport && other.cityCode === airport.cityCode),
    ).map((airport) => [airport.cityCode, airport]),
  ).values(),
].map((airport) => ({
  type: 'city',
  value: airport.cityCode,
  name: `${airport.city} (all airports)`,
  city: airport.city,
  countryCode: airport.country.code,
  country: airport.country.name,
}));

const AIRPORT_SUGGESTIONS: Suggestion[] = AIRPORTS.map((airport) => ({
  type: 'airport',
  value: airport.iataCode,
  name: airport.name,
  city: airport.city,
  countryCode: airport.country.code,
  country: airport.country.name,
}));

/** 0 for an exact code, 1 for a name or city that starts with the query, 2 for one that contains it. */
function rank(suggestion: Suggestion, query: string): number | null {
  if (fold(suggestion.value) === query) return 0;
  const words = fold(`${suggestion.city} ${suggestion.name}`);
  if (fold(suggestion.city).startsWith(query) || fold(suggestion.name).startsWith(query)) return 1;
  if (words.includes(query) || fold(suggestion.country).startsWith(query)) return 2;
  return null;
}

/** Locations matching a query, best first; a city comes before its airports. */
export function searchLocations(q: string, limit: number): Suggestion[] {
  const query = fold(q.trim());
  return [...CITIES, ...AIRPORT_SUGGESTIONS]
    .map((suggestion, index) => ({ suggestion, index, score: rank(suggestion, query) }))
    .filter(
      (entry): entry is { suggestion: Suggestion; index: number; score: number } => entry.score !== null,
    )
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.suggestion);
}

export const locationsHandlers = handlersFor(locationsEndpoints, {
  search: ({ query }) => {
    const { q, limit } = parseWith(locationSearchSchema, {
      ...query,
      q: typeof query.q === 'number' ? String(query.q) : query.q,
    });
    return searchLocations(q, limit);
  },
  refreshCache: () => ({
    message: `Location cache refreshed: ${String(AIRPORT_SUGGESTIONS.length)} airports and ${String(CITIES.length)} cities.`,
  }),
});
