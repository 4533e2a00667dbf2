/** Users (SPEC §7 "Users and organizations"): the signed-in user, the platform's users and an organization's members. */
import {
  listQuerySchema,
  memberSchema,
  meSchema,
  messageResponseSchema,
  organizationIdSchema,
  pageSchema,
  updateUserRoleBodySchema,
  userSchema,
  type ListQueryInput,
  type UpdateUserRoleBody,
} from '@comptoir/flight-domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { usersKeys } from '../keys';
import { useApiMutation } from '../query/use-api-mutation';

export const usersEndpoints = {
  me: endpoint({ method: 'GET', path: '/auth/me', response: meSchema }),
  updateRole: endpoint({
    method: 'PUT',
    path: '/admin/update-user-role',
    body: updateUserRoleBodySchema,
    response: messageResponseSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/admin/users',
    query: listQuerySchema,
    response: pageSchema(userSchema),
  }),
  members: endpoint({
    method: 'GET',
    path: '/admin/members/',
    query: z.object({ organizationId: organizationIdSchema }),
    response: z.array(memberSchema),
  }),
};

export const usersApi = clientFor(usersEndpoints);

export const usersQueries = {
  me: () => queryOptions({ queryKey: usersKeys.me(), queryFn: ({ signal }) => usersApi.me({ signal }) }),
  list: (query: ListQueryInput) =>
    queryOptions({
      queryKey: usersKeys.list(query),
      queryFn: ({ signal }) => usersApi.list({ query, signal }),
    }),
  members: (organizationId: string) =>
    queryOptions({
      queryKey: usersKeys.members(organizationId),
      queryFn: ({ signal }) => usersApi.members({ query: { organizationId }, signal }),
    }),
};

export function useUpdateUserRole() {
  return useApiMutation({
    mutationFn: (body: UpdateUserRoleBody) => usersApi.updateRole({ body }),
    invalidates: () => [usersKeys.lists(), usersKeys.me()],
  });
}
