/**
 * Argana Air's network as the pages show it, each airport named: the table of routes and the
 * destinations from an airport. Apart from `network.ts`, which every page of the plugin build loads.
 */
import { NETWORK_AIRPORTS, type NetworkAirport, type NetworkAirportCode } from './airports';
import { NETWORK_ROUTES, type NetworkRoute } from './network';

/** A route as a table row shows it: both airports named. */
export interface NetworkRouteRow {
  readonly id: string;
  readonly morocco: NetworkAirport;
  readonly europe: NetworkAirport;
  readonly blockMinutes: number;
  readonly weeklyFlights: number;
}

/**
 * The network as rows, ordered by Moroccan city then European city, each airport named.
 *
 * @example
 * networkRows()[0] // { id: 'AGA-MRS', morocco: { code: 'AGA', city: 'Agadir', … }, europe: { code: 'MRS', … }, … }
 */
export function networkRows(routes: readonly NetworkRoute[] = NETWORK_ROUTES): NetworkRouteRow[] {
  return routes
    .map((route) => ({
      id: `${route.morocco}-${route.europe}`,
      morocco: NETWORK_AIRPORTS[route.morocco],
      europe: NETWORK_AIRPORTS[route.europe],
      blockMinutes: route.blockMinutes,
      weeklyFlights: route.weeklyFlights,
    }))
    .sort(
      (a, b) =>
        a.morocco.city.localeCompare(b.morocco.city, 'fr') ||
        a.europe.city.localeCompare(b.europe.city, 'fr'),
    );
}

/**
 * The airports the airline flies to from `from`, by city; every airport of the network when `from` is
 * not one of them (nothing chosen yet).
 *
 * @example
 * destinationsFrom('TNG').map((airport) => airport.code) // ['BRU', 'MAD']
 */
export function destinationsFrom(
  from: string,
  routes: readonly NetworkRoute[] = NETWORK_ROUTES,
): NetworkAirport[] {
  const served = routes.flatMap((route) =>
    route.morocco === from ? [route.europe] : route.europe === from ? [route.morocco] : [],
  );
  const codes = served.length === 0 ? (Object.keys(NETWORK_AIRPORTS) as NetworkAirportCode[]) : served;
  return codes.map((code) => NETWORK_AIRPORTS[code]).sort((a, b) => a.city.localeCompare(b.city, 'fr'));
}
