/** Users (SPEC §7 "Users and organizations"): the signed-in user, the platform's users and an organization's members. */
import {
  listQuerySchema,
  memberSchema,
  meSchema,
  messageResponseSchema,
  organizationIdSchema,
  updateUserRoleBodySchema,
  userSchema,
  type ListQueryInput,
  type UpdateUserRoleBody,
} from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { usersKeys } from '../keys';
import { endpointQuery } from '../query/endpoint-query';
import { useApiMutation } from '../query/use-api-mutation';
import { pagedListEndpoint } from './paged-list';

export const usersEndpoints = {
  me: endpoint({ method: 'GET', path: '/auth/me', response: meSchema }),
  updateRole: endpoint({
    method: 'PUT',
    path: '/admin/update-user-role',
    body: updateUserRoleBodySchema,
    response: messageResponseSchema,
  }),
  list: pagedListEndpoint({ path: '/admin/users', query: listQuerySchema, item: userSchema }),
  members: endpoint({
    method: 'GET',
    path: '/admin/members/',
    query: z.object({ organizationId: organizationIdSchema }),
    response: z.array(memberSchema),
  }),
};

export const usersApi = clientFor(usersEndpoints);

export const usersQueries = {
  me: () => endpointQuery(usersKeys.me(), usersApi.me, {}),
  list: (query: ListQueryInput) => endpointQuery(usersKeys.list(query), usersApi.list, { query }),
  members: (organizationId: string) =>
    endpointQuery(usersKeys.members(organizationId), usersApi.members, { query: { organizationId } }),
};

export function useUpdateUserRole() {
  return useApiMutation({
    mutationFn: (body: UpdateUserRoleBody) => usersApi.updateRole({ body }),
    invalidates: () => [usersKeys.lists(), usersKeys.me()],
  });
}
