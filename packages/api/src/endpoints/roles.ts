/** Roles (SPEC §7). */
import { roleBodySchema, roleSchema, type RoleBody } from '@comptoir/flight-domain';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { rolesKeys } from '../keys';
import { endpointQuery } from '../query/endpoint-query';
import { useApiMutation } from '../query/use-api-mutation';
import { rolesListEndpoint, rolesListQuery } from './member-list-calls';

export const rolesEndpoints = {
  create: endpoint({ method: 'POST', path: '/roles', body: roleBodySchema, response: roleSchema }),
  list: rolesListEndpoint,
  detail: endpoint({ method: 'GET', path: '/roles/{id}', response: roleSchema }),
  update: endpoint({ method: 'PUT', path: '/roles/{id}', body: roleBodySchema, response: roleSchema }),
};

export const rolesApi = clientFor(rolesEndpoints);

export const rolesQueries = {
  list: rolesListQuery,
  detail: (id: string) => endpointQuery(rolesKeys.detail(id), rolesApi.detail, { path: { id } }),
};

export function useCreateRole() {
  return useApiMutation({
    mutationFn: (body: RoleBody) => rolesApi.create({ body }),
    invalidates: () => [rolesKeys.list()],
  });
}

export function useUpdateRole() {
  return useApiMutation({
    mutationFn: ({ id, body }: { id: string; body: RoleBody }) => rolesApi.update({ path: { id }, body }),
    invalidates: ({ id }) => [rolesKeys.list(), rolesKeys.detail(id)],
  });
}
