import { loadOnce } from '@comptoir/flight-domain';
import { lazy } from 'react';

/**
 * The queues' view (`QueuesView`: its tables, columns and time-left wording), code of its own that
 * /queues' and /low-cost/holds' loaders fetch beside the queue's data, so that the page's first load does not carry it and
 * the view never waits for its code once its data is in (as /balance's ledger section).
 */
export const loadQueuesView = loadOnce(() => import('./QueuesView'));

/** `QueuesView`, rendered once `loadQueuesView` has brought its code. */
export const QueuesView = lazy(() => loadQueuesView().then((module) => ({ default: module.QueuesView })));

/** `QueuesLayout` (the heading and the tabs around a plugin's queue), from the same code. */
export const QueuesLayout = lazy(() => loadQueuesView().then((module) => ({ default: module.QueuesLayout })));

export type { QueueListState, QueuesViewProps } from './QueuesView';
