/**
 * `@comptoir/plugin-low-cost/views/holds`: the holds queue's view (`LowCostHoldsView`, its table and
 * time-left wording), code of its own that /low-cost/holds' loader fetches beside the holds, so that the
 * page's first load does not carry it (as /queues' view, `@comptoir/ui/records/queues`).
 */
import { loadOnce } from '@comptoir/flight-domain';
import { lazy } from 'react';

export const loadLowCostHoldsView = loadOnce(() => import('./LowCostHoldsView'));

/** `LowCostHoldsView`, rendered once `loadLowCostHoldsView` has brought its code. */
export const LowCostHoldsView = lazy(() =>
  loadLowCostHoldsView().then((module) => ({ default: module.LowCostHoldsView })),
);
