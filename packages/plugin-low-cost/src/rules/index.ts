/**
 * The plugin's rules as pure TypeScript: the airline, its network. No React, no network calls.
 */
export { LOW_COST_AIRLINE, NETWORK_AIRPORTS, type NetworkAirport, type NetworkAirportCode } from './airline';
export {
  isServedRoute,
  NETWORK_ROUTES,
  networkRows,
  type NetworkRoute,
  type NetworkRouteRow,
} from './network';
