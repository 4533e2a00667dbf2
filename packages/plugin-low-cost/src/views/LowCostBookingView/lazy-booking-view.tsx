/**
 * `@comptoir/plugin-low-cost/views/booking`: the booking form (`LowCostBookingView`, its travellers,
 * extras and payment), code of its own that /low-cost/booking's loader fetches beside the flights priced
 * again, so that the page's first load, which draws the pricing's loading view, does not carry it (as
 * `views/holds`; docs/decisions/0086).
 */
import { loadOnce } from '@comptoir/flight-domain';
import { lazy } from 'react';

export const loadLowCostBookingView = loadOnce(() => import('./LowCostBookingView'));

/** `LowCostBookingView`, rendered once `loadLowCostBookingView` has brought its code. */
export const LowCostBookingView = lazy(() =>
  loadLowCostBookingView().then((module) => ({ default: module.LowCostBookingView })),
);
