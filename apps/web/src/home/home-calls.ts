import { balancesApi, reservationsApi, ticketsApi } from '@comptoir/api';
import { queueSummaryApi } from '@comptoir/api/queues';

/** The home blocks' calls, the families' own: `home-queries.ts` loads them with the blocks' first fetch. */
export const homeCalls = {
  reservations: reservationsApi.list,
  tickets: ticketsApi.list,
  balance: balancesApi.entity,
  queueSummary: queueSummaryApi.summary,
};
