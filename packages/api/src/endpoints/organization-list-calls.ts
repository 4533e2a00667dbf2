/**
 * What the organizations page reads, apart from the rest of its families' tables (each holds its
 * writes' schemas: an organization's body, its markups, an invitation's…): the organizations, an
 * organization's details (their call fetched with the first, `organization-details-call.ts`) and the
 * platform's users. The families' tables take these same entries, so each
 * call is declared once; the writes' clients come with the first write (`use-organization-writes.ts`).
 */
import {
  listQuerySchema,
  loadOnce,
  organizationSchema,
  userSchema,
  type ListQueryInput,
} from '@comptoir/flight-domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { organizationsKeys, usersKeys } from '../keys';
import { endpointQuery } from '../query/endpoint-query';
import { pagedListEndpoint } from './paged-list';

/** `GET /organization/list`: the organizations. */
export const organizationsListEndpoint = endpoint({
  method: 'GET',
  path: '/organization/list',
  response: z.array(organizationSchema),
});

/** `GET /admin/users`: a page of the platform's users. */
export const usersListEndpoint = pagedListEndpoint({
  path: '/admin/users',
  query: listQuerySchema,
  item: userSchema,
});

const organizationListsApi = clientFor({
  organizations: organizationsListEndpoint,
  users: usersListEndpoint,
});

/** The organizations, under `organizationsKeys.list`. */
export const organizationsListQuery = () =>
  endpointQuery(organizationsKeys.list(), organizationListsApi.organizations, {});

// An organization's details (their schema decodes its balance and markups) come with their first fetch,
// when one is opened, not with the list.
const loadDetailsCall = loadOnce(() =>
  import('./organization-details-call').then((module) => module.organizationDetailsCall),
);

/** An organization's details, under `organizationsKeys.detail`; the call fetched with the first one. */
export const organizationDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: organizationsKeys.detail(id),
    queryFn: async ({ signal }) => (await loadDetailsCall())({ path: { id }, signal }),
  });

/** A page of the platform's users, under `usersKeys.list`. */
export const usersListQuery = (query: ListQueryInput) =>
  endpointQuery(usersKeys.list(query), organizationListsApi.users, { query });
