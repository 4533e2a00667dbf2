import { balanceEntityApi, recordListsApi } from '@comptoir/api';
import { queueSummaryApi } from '@comptoir/api/queue-summary';

/**
 * The home blocks' calls, each from the module of that call alone (not its family's table, which holds
 * every call's schemas): `home-queries.ts` loads them with the blocks' first fetch.
 */
export const homeCalls = {
  reservations: recordListsApi.reservations,
  tickets: recordListsApi.tickets,
  balance: balanceEntityApi.entity,
  queueSummary: queueSummaryApi.summary,
};
