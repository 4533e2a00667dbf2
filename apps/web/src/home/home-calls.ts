import { balancesApi, reservationsApi, ticketsApi } from '@comptoir/api';

/** The home blocks' calls, the families' own: `home-queries.ts` loads them with the blocks' first fetch. */
export const homeCalls = {
  reservations: reservationsApi.list,
  tickets: ticketsApi.list,
  balance: balancesApi.entity,
};
