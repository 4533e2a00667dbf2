/** The balance ledger (SPEC §7). `/balance/entity/{entityType}/{entityId}` is one entity's balance. */
import {
  balanceEntitySchema,
  balanceEntryBodySchema,
  balanceEntrySchema,
  balanceListQuerySchema,
  pageSchema,
  type BalanceEntryBody,
  type BalanceListQueryInput,
} from '@comptoir/flight-domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { balancesKeys, organizationsKeys } from '../keys';
import { useApiMutation } from '../query/use-api-mutation';

export const balancesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/balance',
    query: balanceListQuerySchema,
    response: pageSchema(balanceEntrySchema),
  }),
  entities: endpoint({ method: 'GET', path: '/balance/entities', response: z.array(balanceEntitySchema) }),
  create: endpoint({
    method: 'POST',
    path: '/balance',
    body: balanceEntryBodySchema,
    response: balanceEntrySchema,
  }),
  detail: endpoint({ method: 'GET', path: '/balance/{id}', response: balanceEntrySchema }),
  entity: endpoint({
    method: 'GET',
    path: '/balance/entity/{entityType}/{entityId}',
    response: balanceEntitySchema,
  }),
};

export const balancesApi = clientFor(balancesEndpoints);

export const balancesQueries = {
  list: (query: BalanceListQueryInput) =>
    queryOptions({
      queryKey: balancesKeys.list(query),
      queryFn: ({ signal }) => balancesApi.list({ query, signal }),
    }),
  entities: () =>
    queryOptions({
      queryKey: balancesKeys.entities(),
      queryFn: ({ signal }) => balancesApi.entities({ signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: balancesKeys.detail(id),
      queryFn: ({ signal }) => balancesApi.detail({ path: { id }, signal }),
    }),
  entity: (entityType: string, entityId: string) =>
    queryOptions({
      queryKey: balancesKeys.entity(entityType, entityId),
      queryFn: ({ signal }) => balancesApi.entity({ path: { entityType, entityId }, signal }),
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
