/**
 * The organizations page's writes: an organization created or updated, a user's platform role. Their
 * families' clients (every call's schemas) are fetched with the first write, not with the page that
 * offers it, which reads through `organization-list-calls.ts`.
 */
import {
  loadOnce,
  type OrganizationBody,
  type OrganizationUpdateBody,
  type UpdateUserRoleBody,
} from '@comptoir/flight-domain';
import { organizationsKeys, usersKeys } from '../keys';
import { useApiMutation } from '../query/use-api-mutation';

const loadOrganizationCalls = loadOnce(() =>
  import('./organizations').then((module) => module.organizationsApi),
);
const loadUserCalls = loadOnce(() => import('./users').then((module) => module.usersApi));

/** Creates an organization (`POST /organization/create`): the organizations refetched. */
export function useCreateOrganization() {
  return useApiMutation({
    mutationFn: async (body: OrganizationBody) => (await loadOrganizationCalls()).create({ body }),
    invalidates: () => [organizationsKeys.list()],
  });
}

/** Updates an organization (`PUT /organization/{id}/update`): the organizations, it and the active one refetched. */
export function useUpdateOrganization() {
  return useApiMutation({
    mutationFn: async ({ id, body }: { id: string; body: OrganizationUpdateBody }) =>
      (await loadOrganizationCalls()).update({ path: { id }, body }),
    invalidates: ({ id }) => [
      organizationsKeys.list(),
      organizationsKeys.detail(id),
      organizationsKeys.active(),
    ],
  });
}

/** Sets a user's platform role (`PUT /admin/update-user-role`): the users and the viewer refetched. */
export function useUpdateUserRole() {
  return useApiMutation({
    mutationFn: async (body: UpdateUserRoleBody) => (await loadUserCalls()).updateRole({ body }),
    invalidates: () => [usersKeys.lists(), usersKeys.me()],
  });
}
