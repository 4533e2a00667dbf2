import {
  organizationDetailsQuery,
  organizationsKeys,
  organizationsListQuery,
  useAuthMutation,
  useCreateOrganization,
  useUpdateOrganization,
  useUpdateUserRole,
  useUploadFile,
  usersListQuery,
} from '@comptoir/api';
import {
  HOME_PATH,
  hasAnyRole,
  pageOfList,
  type ListQuery,
  type OrganizationsSearch,
  type OrganizationsTab,
} from '@comptoir/flight-domain';
import { OrganizationsView } from '@comptoir/ui/settings';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { afterActiveOrganizationChanged } from '../../../../auth/actions';
import { RouterLink } from '../../../../components/RouterLink';
import { userOrganizationsQuery } from '../../../../auth/queries';
import { pagedListState, queryState } from '../../../../queries/query-state';

const appRoute = getRouteApi('/_app');

/**
 * /settings/organizations: the organizations (`GET /organization/list`, paged and searched here as the
 * call answers them all), created with a logo (`POST /upload/single`), opened (`GET .../details`),
 * updated, and deleted through better-auth; for a platform admin, the platform's users
 * (`GET /admin/users`), their roles set and impersonated.
 */
export function OrganizationsPage({
  tab,
  query,
  openId,
}: {
  tab: OrganizationsTab;
  query: ListQuery;
  /** The organization whose details are open (the URL's `organization`), or none. */
  openId: string | null;
}) {
  const { visitor } = appRoute.useRouteContext();
  const navigate = useNavigate({ from: '/settings/organizations' });
  const router = useRouter();
  const queryClient = useQueryClient();
  /** The list's address with an organization's details open, or closed (`undefined`). */
  const withOpen = (organization: string | undefined) => ({
    to: '/settings/organizations' as const,
    // An undefined parameter is left out of the address.
    search: (search: OrganizationsSearch) => ({ ...search, organization }),
  });
  const isPlatformAdmin = hasAnyRole(visitor.session?.user.role, ['admin']);
  const viewerUserId = visitor.session?.user.id;
  const organizations = useQuery({
    ...organizationsListQuery(),
    select: (list) =>
      pageOfList(
        list,
        query,
        (organization) => `${organization.name} ${organization.slug} ${organization.city ?? ''}`,
      ),
    placeholderData: keepPreviousData,
  });
  const users = useQuery({
    ...usersListQuery(query),
    enabled: isPlatformAdmin && tab === 'users',
    placeholderData: keepPreviousData,
  });
  const details = useQuery({ ...organizationDetailsQuery(openId ?? ''), enabled: openId !== null });
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const updateRole = useUpdateUserRole();
  const upload = useUploadFile();
  const deleteOrganization = useAuthMutation((client, organizationId: string) =>
    client.organization.delete({ organizationId }),
  );
  // Impersonating is rare: its code comes when asked for, as stopping it does in the shell.
  const impersonate = useAuthMutation(async (client, userId: string) =>
    (await import('../../../../auth/impersonation')).startImpersonating(
      client,
      userId,
      router.state.location.href,
    ),
  );
  // The shell's organization switcher lists the organizations the user belongs to.
  const refreshSwitcher = () =>
    queryClient.invalidateQueries({ queryKey: userOrganizationsQuery().queryKey });

  return (
    <OrganizationsView
      tab={isPlatformAdmin ? tab : 'organizations'}
      onTabChange={(next) => void navigate({ search: next === 'users' ? { tab: next } : {} })}
      viewer={{ userId: typeof viewerUserId === 'string' ? viewerUserId : '', isPlatformAdmin }}
      organizations={pagedListState(organizations)}
      users={pagedListState(users)}
      query={query}
      onQueryChange={(next) => void navigate({ search: { ...(tab === 'users' ? { tab } : {}), ...next } })}
      onOpen={(organization) => void navigate(withOpen(organization.id))}
      organizationHref={(organization) => router.buildLocation(withOpen(organization.id)).href}
      linkComponent={RouterLink}
      onCloseDetails={() => void navigate(withOpen(undefined))}
      details={openId === null ? null : queryState(details)}
      onUpload={(file, onProgress) => upload.mutateAsync({ file, onProgress })}
      onCreate={async (body) => {
        await create.mutateAsync(body);
        await refreshSwitcher();
      }}
      onUpdate={async (organization, body) => {
        await update.mutateAsync({ id: organization.id, body });
        await refreshSwitcher();
      }}
      onDelete={async (organization) => {
        const wasActive = organization.id === visitor.session?.session.activeOrganizationId;
        await deleteOrganization.mutateAsync(organization.id);
        await navigate(withOpen(undefined));
        // The backend moved the session to the user's next organization (or to none).
        if (wasActive) {
          await afterActiveOrganizationChanged(queryClient, router);
          return;
        }
        queryClient.removeQueries({ queryKey: organizationsKeys.detail(organization.id) });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: organizationsKeys.list() }),
          refreshSwitcher(),
        ]);
      }}
      onChangeRole={async (user, role) => {
        await updateRole.mutateAsync({ userId: user.id, role });
      }}
      onImpersonate={async (user) => {
        await impersonate.mutateAsync(user.id);
        // Every cached answer was the admin's: the app now runs as the user, from their home page.
        queryClient.removeQueries();
        await router.navigate({ href: HOME_PATH });
      }}
    />
  );
}
