/**
 * Every work queue's count (`GET /queues/summary`), apart from the queues' other calls: the navigation's
 * badge reads it on every page, without the queues' item schemas.
 */
import { queueSummarySchema } from '@comptoir/flight-domain/queues';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { queuesRootKey } from '../keys';
import { endpointQuery } from '../query/endpoint-query';

export const queueSummaryEndpoints = {
  summary: endpoint({ method: 'GET', path: '/queues/summary', response: queueSummarySchema }),
};

const queueSummaryApi = clientFor(queueSummaryEndpoints);

/** The work queues' keys: the counts, and each queue's pages (`queuesListKey`). */
export const queuesKeys = {
  all: queuesRootKey,
  summary: () => [...queuesRootKey, 'summary'] as const,
  lists: () => [...queuesRootKey, 'list'] as const,
};

/** The counts of every queue for the organization and for the user. */
export const queueSummaryQuery = () => endpointQuery(queuesKeys.summary(), queueSummaryApi.summary, {});
