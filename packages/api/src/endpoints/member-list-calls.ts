/**
 * What the members page reads, apart from the rest of its families' tables (each holds its writes'
 * schemas: a role's body, an invitation's, a user's role…): an organization's members and the roles.
 * The families' tables take these same entries, so each call is declared once; the writes' clients come
 * with the first write (`use-add-member.ts`).
 */
import { memberSchema, organizationIdSchema, roleSchema } from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { rolesKeys, usersKeys } from '../keys';
import { endpointQuery } from '../query/endpoint-query';

/** `GET /admin/members/`: every member of an organization. */
export const membersEndpoint = endpoint({
  method: 'GET',
  path: '/admin/members/',
  query: z.object({ organizationId: organizationIdSchema }),
  response: z.array(memberSchema),
});

/** `GET /roles`: the roles, built-in and the organizations' own. */
export const rolesListEndpoint = endpoint({ method: 'GET', path: '/roles', response: z.array(roleSchema) });

const memberListsApi = clientFor({ members: membersEndpoint, roles: rolesListEndpoint });

/** An organization's members, under `usersKeys.members`. */
export const membersQuery = (organizationId: string) =>
  endpointQuery(usersKeys.members(organizationId), memberListsApi.members, { query: { organizationId } });

/** The roles, under `rolesKeys.list`. */
export const rolesListQuery = () => endpointQuery(rolesKeys.list(), memberListsApi.roles, {});
