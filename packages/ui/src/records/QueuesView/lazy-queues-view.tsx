import { loadOnce } from '@comptoir/flight-domain';
import { lazy } from 'react';

/**
 * The queues' view (`QueuesView`: its tables, columns and time-left wording), code of its own that
 * /queues' loader fetches beside the queue's data, so that the page's first load does not carry it and
 * the view never waits for its code once its data is in (as /balance's ledger section).
 */
export const loadQueuesView = loadOnce(() => import('./QueuesView'));

/** `QueuesView`, rendered once `loadQueuesView` has brought its code. */
export const QueuesView = lazy(() => loadQueuesView().then((module) => ({ default: module.QueuesView })));

export type { QueueListState, QueuesViewProps } from './QueuesView';
