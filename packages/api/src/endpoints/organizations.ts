/** Organizations (SPEC §7 "Users and organizations"): the active one, the list, details, members, markups. */
import {
  markupSchema,
  memberInviteSchema,
  memberSchema,
  organizationBodySchema,
  organizationDetailsSchema,
  organizationIdSchema,
  organizationSchema,
  organizationUpdateBodySchema,
  type MemberInvite,
  type OrganizationBody,
  type OrganizationUpdateBody,
} from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { organizationsKeys, usersKeys } from '../keys';
import { endpointQuery } from '../query/endpoint-query';
import { useApiMutation } from '../query/use-api-mutation';

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
  list: endpoint({ method: 'GET', path: '/organization/list', response: z.array(organizationSchema) }),
  create: endpoint({
    method: 'POST',
    path: '/organization/create',
    body: organizationBodySchema,
    response: organizationSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/organization/{id}/details',
    response: organizationDetailsSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/organization/{id}/update',
    body: organizationUpdateBodySchema,
    response: organizationSchema,
  }),
};

export const organizationsApi = clientFor(organizationsEndpoints);

export const organizationsQueries = {
  list: () => endpointQuery(organizationsKeys.list(), organizationsApi.list, {}),
  active: () => endpointQuery(organizationsKeys.active(), organizationsApi.active, {}),
  detail: (id: string) =>
    endpointQuery(organizationsKeys.detail(id), organizationsApi.detail, { path: { id } }),
  markups: (organizationId?: string) =>
    endpointQuery(organizationsKeys.markups(organizationId), organizationsApi.markups, {
      query: { organizationId },
    }),
};

export function useAddMember() {
  return useApiMutation({
    mutationFn: (invite: MemberInvite) => organizationsApi.addMember({ body: invite }),
    invalidates: (invite, { member }) => [
      usersKeys.members(invite.organizationId ?? member.organizationId),
      organizationsKeys.detail(member.organizationId),
    ],
  });
}

export function useCreateOrganization() {
  return useApiMutation({
    mutationFn: (body: OrganizationBody) => organizationsApi.create({ body }),
    invalidates: () => [organizationsKeys.list()],
  });
}

export function useUpdateOrganization() {
  return useApiMutation({
    mutationFn: ({ id, body }: { id: string; body: OrganizationUpdateBody }) =>
      organizationsApi.update({ path: { id }, body }),
    invalidates: ({ id }) => [
      organizationsKeys.list(),
      organizationsKeys.detail(id),
      organizationsKeys.active(),
    ],
  });
}
