/**
 * One entity's balance (`GET /balance/entity/{entityType}/{entityId}`), apart from the ledger's other
 * calls: the home page's balance block calls nothing else. The ledger's table takes this same entry.
 */
import { balanceEntitySchema } from '@comptoir/flight-domain';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';

export const balanceEntityEndpoint = endpoint({
  method: 'GET',
  path: '/balance/entity/{entityType}/{entityId}',
  response: balanceEntitySchema,
});

/** The balance's call, for a page that loads its calls on first use (the home page's blocks). */
export const balanceEntityApi = clientFor({ entity: balanceEntityEndpoint });
