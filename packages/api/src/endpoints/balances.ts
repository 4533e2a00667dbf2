/** The balance ledger (SPEC §7). `/balance/entity/{entityType}/{entityId}` is one entity's balance. */
import {
  balanceEntitySchema,
  balanceEntryBodySchema,
  balanceEntrySchema,
  balanceListQuerySchema,
  type BalanceEntryBody,
  type BalanceListQueryInput,
} from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { balancesKeys, organizationsKeys } from '../keys';
import { endpointQuery } from '../query/endpoint-query';
import { useApiMutation } from '../query/use-api-mutation';
import { balanceEntityEndpoint } from './balance-entity-call';
import { pagedListEndpoint } from './paged-list';

export const balancesEndpoints = {
  list: pagedListEndpoint({ path: '/balance', query: balanceListQuerySchema, item: balanceEntrySchema }),
  entities: endpoint({ method: 'GET', path: '/balance/entities', response: z.array(balanceEntitySchema) }),
  create: endpoint({
    method: 'POST',
    path: '/balance',
    body: balanceEntryBodySchema,
    response: balanceEntrySchema,
  }),
  detail: endpoint({ method: 'GET', path: '/balance/{id}', response: balanceEntrySchema }),
  entity: balanceEntityEndpoint,
};

export const balancesApi = clientFor(balancesEndpoints);

export const balancesQueries = {
  list: (query: BalanceListQueryInput) =>
    endpointQuery(balancesKeys.list(query), balancesApi.list, { query }),
  entities: () => endpointQuery(balancesKeys.entities(), balancesApi.entities, {}),
  detail: (id: string) => endpointQuery(balancesKeys.detail(id), balancesApi.detail, { path: { id } }),
  entity: (entityType: string, entityId: string) =>
    endpointQuery(balancesKeys.entity(entityType, entityId), balancesApi.entity, {
      path: { entityType, entityId },
    }),
};

export function useCreateBalanceEntry() {
  return useApiMutation({
    mutationFn: (body: BalanceEntryBody) => balancesApi.create({ body }),
    invalidates: (body) => [
      balancesKeys.lists(),
      balancesKeys.entities(),
      balancesKeys.entity('organization', body.organizationId),
      organizationsKeys.detail(body.organizationId),
    ],
  });
}
