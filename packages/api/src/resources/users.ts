import {
  listQuerySchema,
  memberInviteSchema,
  organizationBodySchema,
  organizationUpdateBodySchema,
  updateUserRoleBodySchema,
  type ListQueryInput,
  type MemberInvite,
  type OrganizationBody,
  type OrganizationUpdateBody,
  type UpdateUserRoleBody,
} from '@comptoir/flight-domain';
import { queryOptions } from '@tanstack/react-query';
import { usersEndpoints as endpoints } from '../endpoints/users';
import { send, sendValidated } from '../http/send';
import { useApiMutation } from '../query/use-api-mutation';

/** Query keys of users, members and organizations. */
export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: ListQueryInput) => [...userKeys.lists(), listQuerySchema.parse(query)] as const,
  members: (organizationId: string) => [...userKeys.all, 'members', organizationId] as const,
};

export const organizationKeys = {
  all: ['organizations'] as const,
  list: () => [...organizationKeys.all, 'list'] as const,
  active: () => [...organizationKeys.all, 'active'] as const,
  details: (id: string) => [...organizationKeys.all, 'details', id] as const,
  markups: (organizationId?: string) =>
    [...organizationKeys.all, 'markups', organizationId ?? 'active'] as const,
};

/** The calls themselves (SPEC §7 "Users and organizations"). */
export const usersApi = {
  me: (signal?: AbortSignal) => send(endpoints.me, { path: undefined, signal }),
  updateUserRole: (body: UpdateUserRoleBody) =>
    sendValidated(endpoints.updateUserRole, updateUserRoleBodySchema, body, { path: undefined }),
  listUsers: (query: ListQueryInput, signal?: AbortSignal) =>
    send(endpoints.listUsers, { path: undefined, query: listQuerySchema.parse(query), signal }),
  listMembers: (organizationId: string, signal?: AbortSignal) =>
    send(endpoints.listMembers, { path: undefined, query: { organizationId }, signal }),
  activeOrganization: (signal?: AbortSignal) =>
    send(endpoints.activeOrganization, { path: undefined, signal }),
  addMember: (invite: MemberInvite) =>
    sendValidated(endpoints.addMember, memberInviteSchema, invite, { path: undefined }),
  organizationMarkups: (organizationId?: string, signal?: AbortSignal) =>
    send(endpoints.organizationMarkups, { path: undefined, query: { organizationId }, signal }),
  listOrganizations: (signal?: AbortSignal) => send(endpoints.listOrganizations, { path: undefined, signal }),
  createOrganization: (body: OrganizationBody) =>
    sendValidated(endpoints.createOrganization, organizationBodySchema, body, { path: undefined }),
  organizationDetails: (id: string, signal?: AbortSignal) =>
    send(endpoints.organizationDetails, { path: { id }, signal }),
  updateOrganization: (id: string, body: OrganizationUpdateBody) =>
    sendValidated(endpoints.updateOrganization, organizationUpdateBodySchema, body, { path: { id } }),
};

export const userQueries = {
  me: () => queryOptions({ queryKey: userKeys.me(), queryFn: ({ signal }) => usersApi.me(signal) }),
  list: (query: ListQueryInput) =>
    queryOptions({
      queryKey: userKeys.list(query),
      queryFn: ({ signal }) => usersApi.listUsers(query, signal),
    }),
  members: (organizationId: string) =>
    queryOptions({
      queryKey: userKeys.members(organizationId),
      queryFn: ({ signal }) => usersApi.listMembers(organizationId, signal),
    }),
};

export const organizationQueries = {
  list: () =>
    queryOptions({
      queryKey: organizationKeys.list(),
      queryFn: ({ signal }) => usersApi.listOrganizations(signal),
    }),
  active: () =>
    queryOptions({
      queryKey: organizationKeys.active(),
      queryFn: ({ signal }) => usersApi.activeOrganization(signal),
    }),
  details: (id: string) =>
    queryOptions({
      queryKey: organizationKeys.details(id),
      queryFn: ({ signal }) => usersApi.organizationDetails(id, signal),
    }),
  markups: (organizationId?: string) =>
    queryOptions({
      queryKey: organizationKeys.markups(organizationId),
      queryFn: ({ signal }) => usersApi.organizationMarkups(organizationId, signal),
    }),
};

export function useUpdateUserRole() {
  return useApiMutation({
    mutationFn: usersApi.updateUserRole,
    invalidates: () => [userKeys.lists(), userKeys.me()],
  });
}

export function useAddMember() {
  return useApiMutation({
    mutationFn: usersApi.addMember,
    invalidates: (invite, { member }) => [
      userKeys.members(invite.organizationId ?? member.organizationId),
      organizationKeys.details(member.organizationId),
    ],
  });
}

export function useCreateOrganization() {
  return useApiMutation({
    mutationFn: usersApi.createOrganization,
    invalidates: () => [organizationKeys.list()],
  });
}

export function useUpdateOrganization() {
  return useApiMutation({
    mutationFn: ({ id, body }: { id: string; body: OrganizationUpdateBody }) =>
      usersApi.updateOrganization(id, body),
    invalidates: ({ id }) => [
      organizationKeys.list(),
      organizationKeys.details(id),
      organizationKeys.active(),
    ],
  });
}
