import { rolesQueries, useCreateRole, useUpdateRole } from '@comptoir/api';
import type { RolesPermissionsSearch } from '@comptoir/flight-domain';
import { RolesView } from '@comptoir/ui/settings';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { activeMemberRoleQuery } from '../../../../auth/queries';
import { queryState } from '../../../../queries/query-state';

const appRoute = getRouteApi('/_app');

/**
 * /settings/roles-permissions: the roles (`GET /roles`), the one the URL opens (`GET /roles/{id}`),
 * created (`POST /roles`) and saved (`PUT /roles/{id}`), each write refreshing the roles.
 */
export function RolesPage({ search }: { search: RolesPermissionsSearch }) {
  const { visitor } = appRoute.useRouteContext();
  const navigate = useNavigate({ from: '/settings/roles-permissions' });
  const organizationId = visitor.session?.session.activeOrganizationId ?? null;
  const roles = useQuery(rolesQueries.list());
  const edited = useQuery({ ...rolesQueries.detail(search.role ?? ''), enabled: search.role !== undefined });
  const viewerRole = useQuery(activeMemberRoleQuery(organizationId));
  const create = useCreateRole();
  const update = useUpdateRole();
  return (
    <RolesView
      viewer={{
        role: viewerRole.data ?? null,
        isPlatformAdmin: visitor.session?.user.role === 'admin',
        customRoles: roles.data?.filter((role) => role.organizationId !== null) ?? [],
      }}
      roles={queryState(roles)}
      edited={search.role === undefined ? undefined : queryState(edited)}
      onEdit={(role) => void navigate({ search: role === null ? {} : { role } })}
      onCreate={async (body) => {
        await create.mutateAsync(body);
      }}
      onUpdate={async (id, body) => {
        await update.mutateAsync({ id, body });
      }}
    />
  );
}
