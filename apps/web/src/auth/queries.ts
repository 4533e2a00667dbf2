/**
 * What the guards and the shell read from better-auth besides the session: the user's role in the active
 * organization (route access, SPEC §6) and the organizations the user belongs to (the switcher). Both
 * live under `authKeys.all`, so refreshing the auth keys refreshes them with the session.
 */
import { authClient, authKeys } from '@comptoir/api';
import { queryOptions } from '@tanstack/react-query';

/** Being signed out or without an organization is not an error to toast: the guards decide. */
const quiet = { fetchOptions: { onError: () => undefined } };

const authExtraKeys = {
  activeMemberRole: (organizationId: string | null) =>
    [...authKeys.all, 'active-member-role', organizationId] as const,
  organizations: () => [...authKeys.all, 'organizations'] as const,
};

/** The user's role in the active organization (`owner`, `admin`, `member`), or null without one. */
export const activeMemberRoleQuery = (organizationId: string | null) =>
  queryOptions({
    queryKey: authExtraKeys.activeMemberRole(organizationId),
    queryFn: async (): Promise<string | null> => {
      if (organizationId === null) return null;
      try {
        const answer: unknown = await authClient().organization.getActiveMemberRole({ query: {}, ...quiet });
        return typeof answer === 'object' &&
          answer !== null &&
          'role' in answer &&
          typeof answer.role === 'string'
          ? answer.role
          : null;
      } catch {
        // No membership in the active organization: no organization role.
        return null;
      }
    },
    retry: false,
  });

/** The organizations the signed-in user belongs to. */
export const userOrganizationsQuery = () =>
  queryOptions({
    queryKey: authExtraKeys.organizations(),
    queryFn: async () => {
      const organizations = await authClient().organization.list();
      return organizations.map(({ id, name }) => ({ id, name }));
    },
  });
