/**
 * What the guards and the shell read from better-auth besides the session: the user's role in the active
 * organization (route access, SPEC §6) and the organizations the user belongs to (the switcher). Both
 * live under `authKeys.all`, so refreshing the auth keys refreshes them with the session. A failure of a
 * call through better-auth's client is toasted by the client (`ERRORS_TOASTED_BY_AUTH_CLIENT`), once; the
 * organizations' list is read by a plain GET, whose failure the query cache toasts.
 */
import {
  authClient,
  authKeys,
  ERRORS_TOASTED_BY_AUTH_CLIENT,
  fetchActiveMemberRole,
  fetchUserOrganizations,
} from '@comptoir/api';
import { queryOptions } from '@tanstack/react-query';

const authExtraKeys = {
  activeMemberRole: (organizationId: string | null) =>
    [...authKeys.all, 'active-member-role', organizationId] as const,
  organizations: () => [...authKeys.all, 'organizations'] as const,
};

/** The user's role in the active organization (`owner`, `admin`, `member`), or null without one. */
export const activeMemberRoleQuery = (organizationId: string | null) =>
  queryOptions({
    queryKey: authExtraKeys.activeMemberRole(organizationId),
    queryFn: () => (organizationId === null ? null : fetchActiveMemberRole()),
    retry: false,
  });

/** The organizations the signed-in user belongs to. */
export const userOrganizationsQuery = () =>
  queryOptions({
    queryKey: authExtraKeys.organizations(),
    queryFn: fetchUserOrganizations,
  });

/** A text field of an answer better-auth types loosely (a member's user, an invitation). */
function textOf(record: unknown, key: string): string {
  if (typeof record !== 'object' || record === null || !(key in record)) return '';
  const value: unknown = (record as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

/** The teams the signed-in user belongs to in the active organization. */
export const userTeamsQuery = (organizationId: string | null) =>
  queryOptions({
    queryKey: [...authKeys.all, 'user-teams', organizationId] as const,
    meta: ERRORS_TOASTED_BY_AUTH_CLIENT,
    queryFn: async () => {
      const query = organizationId === null ? {} : { organizationId };
      const teams = await (await authClient()).organization.listUserTeams({ query });
      return teams.map(({ id, name }) => ({ id, name }));
    },
  });

/** The active organization with its members and invitations; null without one. */
export const fullOrganizationQuery = (organizationId: string | null) =>
  queryOptions({
    queryKey: [...authKeys.all, 'full-organization', organizationId] as const,
    meta: ERRORS_TOASTED_BY_AUTH_CLIENT,
    queryFn: async () => {
      if (organizationId === null) return null;
      const organization = await (
        await authClient()
      ).organization.getFullOrganization({ query: { organizationId } });
      return {
        id: organization.id,
        name: organization.name,
        slug: organization.slug,
        members: organization.members.map((member) => ({
          id: member.id,
          role: member.role,
          name: textOf(member.user, 'name'),
          email: textOf(member.user, 'email'),
        })),
        invitations: organization.invitations.map((invitation) => ({
          id: invitation.id,
          email: invitation.email,
          role: invitation.role,
          status: invitation.status,
        })),
      };
    },
  });

/** The invitations of an organization still waiting for an answer. */
export const pendingInvitationsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: [...authKeys.all, 'invitations', organizationId] as const,
    meta: ERRORS_TOASTED_BY_AUTH_CLIENT,
    queryFn: async () => {
      const invitations = await (
        await authClient()
      ).organization.listInvitations({ query: { organizationId } });
      return invitations
        .filter((invitation) => invitation.status === 'pending')
        .map(({ id, email, role }) => ({ id, email, role }));
    },
  });
