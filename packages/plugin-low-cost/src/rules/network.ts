/**
 * Argana Air's published routes and whether it flies one: what the search form and the results' and
 * booking's loaders check (`search.ts`). The routes with their airports named are in `network-airports.ts`.
 */
import type { NetworkAirportCode } from './airports';

/** A route the airline flies, both ways: a Moroccan airport and a European one. */
export interface NetworkRoute {
  readonly morocco: NetworkAirportCode;
  readonly europe: NetworkAirportCode;
  /** Scheduled block time, each way, in minutes. */
  readonly blockMinutes: number;
  /** Departures each way per week. */
  readonly weeklyFlights: number;
}

/** The airline's published network: 16 routes between Morocco and Europe. */
export const NETWORK_ROUTES: readonly NetworkRoute[] = [
  { morocco: 'CMN', europe: 'ORY', blockMinutes: 185, weeklyFlights: 14 },
  { morocco: 'CMN', europe: 'BCN', blockMinutes: 150, weeklyFlights: 7 },
  { morocco: 'CMN', europe: 'BGY', blockMinutes: 195, weeklyFlights: 4 },
  { morocco: 'RAK', europe: 'ORY', blockMinutes: 200, weeklyFlights: 14 },
  { morocco: 'RAK', europe: 'LGW', blockMinutes: 225, weeklyFlights: 7 },
  { morocco: 'RAK', europe: 'MAD', blockMinutes: 125, weeklyFlights: 7 },
  { morocco: 'RAK', europe: 'CRL', blockMinutes: 220, weeklyFlights: 5 },
  { morocco: 'AGA', europe: 'ORY', blockMinutes: 220, weeklyFlights: 7 },
  { morocco: 'AGA', europe: 'MRS', blockMinutes: 195, weeklyFlights: 3 },
  { morocco: 'TNG', europe: 'MAD', blockMinutes: 85, weeklyFlights: 7 },
  { morocco: 'TNG', europe: 'BRU', blockMinutes: 180, weeklyFlights: 4 },
  { morocco: 'FEZ', europe: 'MRS', blockMinutes: 145, weeklyFlights: 4 },
  { morocco: 'FEZ', europe: 'BGY', blockMinutes: 170, weeklyFlights: 3 },
  { morocco: 'NDR', europe: 'EIN', blockMinutes: 205, weeklyFlights: 4 },
  { morocco: 'NDR', europe: 'DUS', blockMinutes: 215, weeklyFlights: 3 },
  { morocco: 'OUD', europe: 'MPL', blockMinutes: 125, weeklyFlights: 2 },
];

/**
 * Whether the airline flies between two airports, in either direction.
 *
 * @example
 * isServedRoute('ORY', 'RAK') // true
 * isServedRoute('ORY', 'MAD') // false: both in Europe
 */
export function isServedRoute(
  from: string,
  to: string,
  routes: readonly NetworkRoute[] = NETWORK_ROUTES,
): boolean {
  return routes.some(
    (route) =>
      (route.morocco === from && route.europe === to) || (route.morocco === to && route.europe === from),
  );
}
