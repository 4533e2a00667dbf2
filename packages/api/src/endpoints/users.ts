/** Users (SPEC §7 "Users and organizations"): the signed-in user, the platform's users and an organization's members. */
import { meSchema, messageResponseSchema, updateUserRoleBodySchema } from '@comptoir/flight-domain';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { usersKeys } from '../keys';
import { endpointQuery } from '../query/endpoint-query';
import { membersEndpoint, membersQuery } from './member-list-calls';
import { usersListEndpoint, usersListQuery } from './organization-list-calls';

export const usersEndpoints = {
  me: endpoint({ method: 'GET', path: '/auth/me', response: meSchema }),
  updateRole: endpoint({
    method: 'PUT',
    path: '/admin/update-user-role',
    body: updateUserRoleBodySchema,
    response: messageResponseSchema,
  }),
  list: usersListEndpoint,
  members: membersEndpoint,
};

export const usersApi = clientFor(usersEndpoints);

export const usersQueries = {
  me: () => endpointQuery(usersKeys.me(), usersApi.me, {}),
  list: usersListQuery,
  members: membersQuery,
};
