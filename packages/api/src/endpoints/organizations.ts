/** Organizations (SPEC §7 "Users and organizations"): the active one, the list, details, members, markups. */
import {
  markupSchema,
  memberInviteSchema,
  memberSchema,
  organizationBodySchema,
  organizationIdSchema,
  organizationSchema,
  organizationUpdateBodySchema,
} from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { organizationsKeys } from '../keys';
import { endpointQuery } from '../query/endpoint-query';
import { organizationDetailsEndpoint } from './organization-details-call';
import {
  organizationDetailsQuery,
  organizationsListEndpoint,
  organizationsListQuery,
} from './organization-list-calls';

export const organizationsEndpoints = {
  active: endpoint({
    method: 'GET',
    path: '/organization/active-organization',
    response: z.nullable(organizationSchema),
  }),
  addMember: endpoint({
    method: 'POST',
    path: '/organization/add-member',
    body: memberInviteSchema,
    response: z.object({ message: z.optional(z.string()), member: memberSchema }),
  }),
  /** An organization's markups; the active organization's without `organizationId`. */
  markups: endpoint({
    method: 'GET',
    path: '/organization/markups',
    query: z.object({ organizationId: z.optional(organizationIdSchema) }),
    response: z.array(markupSchema),
  }),
  list: organizationsListEndpoint,
  create: endpoint({
    method: 'POST',
    path: '/organization/create',
    body: organizationBodySchema,
    response: organizationSchema,
  }),
  detail: organizationDetailsEndpoint,
  update: endpoint({
    method: 'PUT',
    path: '/organization/{id}/update',
    body: organizationUpdateBodySchema,
    response: organizationSchema,
  }),
};

export const organizationsApi = clientFor(organizationsEndpoints);

export const organizationsQueries = {
  list: organizationsListQuery,
  active: () => endpointQuery(organizationsKeys.active(), organizationsApi.active, {}),
  detail: organizationDetailsQuery,
  markups: (organizationId?: string) =>
    endpointQuery(organizationsKeys.markups(organizationId), organizationsApi.markups, {
      query: { organizationId },
    }),
};
