/**
 * Every work queue's count (`GET /queues/summary`), apart from the queues' other calls: the navigation's
 * badge reads it on every page, without the queues' item schemas.
 */
import { queueSummarySchema } from '@comptoir/flight-domain/queues';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { queuesKeys } from '../queue-keys';
import { endpointQuery } from '../query/endpoint-query';

export const queueSummaryEndpoints = {
  summary: endpoint({ method: 'GET', path: '/queues/summary', response: queueSummarySchema }),
};

/** The counts' call, for a page that loads its calls on first use (the home page's blocks). */
export const queueSummaryApi = clientFor(queueSummaryEndpoints);

/** The counts of every queue for the organization and for the user. */
export const queueSummaryQuery = () => endpointQuery(queuesKeys.summary(), queueSummaryApi.summary, {});
