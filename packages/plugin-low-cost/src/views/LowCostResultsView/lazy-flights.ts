import { loadOnce } from '@comptoir/flight-domain';
import { lazy } from 'react';

/**
 * The results' flights, sort and calendar (`LowCostFlights`): code of its own, which the route's loader
 * fetches beside the airline's answer, so that the page's first load, which draws the loading view, does
 * not carry it (docs/decisions/0086).
 */
export const loadLowCostFlights = loadOnce(() => import('./LowCostFlights'));

/** `LowCostFlights`, rendered at once when `loadLowCostFlights` has brought its code. */
export const LowCostFlights = lazy(() =>
  loadLowCostFlights().then((module) => ({ default: module.LowCostFlights })),
);
