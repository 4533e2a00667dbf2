/**
 * Airports and cities, and the location search behind the airport combobox (SPEC §3, §5).
 */
import { z } from './zod-mini';
import { LOCATION_SEARCH } from './constants';
import { LOCATION_TYPES } from './enumerations';

/**
 * Message of a search text shorter than 2 characters (SPEC §5).
 *
 * @example
 * LOCATION_QUERY_TOO_SHORT_MESSAGE // 'Query must be at least 2 characters'
 */
export const LOCATION_QUERY_TOO_SHORT_MESSAGE = 'Query must be at least 2 characters';

/**
 * The location search: `q` of at least 2 characters once trimmed, `limit` 1 to 50 (default 10).
 *
 * @example
 * locationSearchSchema.parse({ q: 'cas' }) // { q: 'cas', limit: 10 }
 * locationSearchSchema.safeParse({ q: 'c' }).error?.issues[0]?.message // 'Query must be at least 2 characters'
 */
export const locationSearchSchema = z.object({
  q: z
    .string({ error: LOCATION_QUERY_TOO_SHORT_MESSAGE })
    .check(z.trim(), z.minLength(LOCATION_SEARCH.minQueryLength, LOCATION_QUERY_TOO_SHORT_MESSAGE)),
  limit: z._default(
    z.number().check(z.int(), z.minimum(1), z.maximum(LOCATION_SEARCH.maxLimit)),
    LOCATION_SEARCH.defaultLimit,
  ),
});

/**
 * A valid location search.
 *
 * @example
 * const search: LocationSearch = { q: 'par', limit: 10 };
 */
export type LocationSearch = z.infer<typeof locationSearchSchema>;

/**
 * A location search as callers may write it (`limit` optional).
 *
 * @example
 * const search: LocationSearchInput = { q: 'par' };
 */
export type LocationSearchInput = z.input<typeof locationSearchSchema>;

/**
 * A location: an airport or a city, and its value (the IATA code searches use).
 *
 * @example
 * locationSchema.parse({ type: 'city', value: 'PAR' })
 */
export const locationSchema = z.object({
  type: z.enum(LOCATION_TYPES),
  value: z.string().check(z.minLength(1)),
});

/**
 * A location.
 *
 * @example
 * const paris: Location = { type: 'city', value: 'PAR' };
 */
export type Location = z.infer<typeof locationSchema>;

/**
 * An airport: its IATA code and name.
 *
 * @example
 * airportSchema.parse({ iataCode: 'CMN', name: 'Mohammed V International' })
 */
export const airportSchema = z.object({
  iataCode: z.string().check(z.minLength(1)),
  name: z.string(),
});

/**
 * An airport.
 *
 * @example
 * const cmn: Airport = { iataCode: 'CMN', name: 'Mohammed V International' };
 */
export type Airport = z.infer<typeof airportSchema>;
