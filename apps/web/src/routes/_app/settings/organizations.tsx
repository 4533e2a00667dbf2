import { organizationsListQuery, usersListQuery } from '@comptoir/api';
import { hasAnyRole, listQuerySchema, organizationsSearchSchema } from '@comptoir/flight-domain';
import { createFileRoute } from '@tanstack/react-router';
import { loadPlatformUsersPanel } from '@comptoir/ui/settings';
import { OrganizationsPage } from './-components/OrganizationsPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

/**
 * /settings/organizations?tab&page&limit&search&organization (admin only, SPEC §2, §6): the guard of /_app
 * keeps others out; the platform users' tab is a platform admin's; `organization` is the one whose
 * details are open (its own address: opening or closing it loads no list again).
 */
export const Route = createFileRoute('/_app/settings/organizations')({
  validateSearch: organizationsSearchSchema,
  loaderDeps: ({ search }) => ({ ...search, organization: undefined }),
  loader: async ({ context, deps: { tab, ...list } }) => {
    const { queryClient, visitor } = context;
    // A failure is shown by the table with its retry.
    const loading =
      tab === 'users' && hasAnyRole(visitor.session?.user.role, ['admin'])
        ? Promise.all([
            queryClient.query(usersListQuery(listQuerySchema.parse(list))),
            // The tab's code with its rows, so that it renders with them.
            loadPlatformUsersPanel(),
          ])
        : queryClient.query(organizationsListQuery());
    await loading.catch(() => undefined);
  },
  component: function Organizations() {
    usePageTitle(m.organizations_title());
    const { tab = 'organizations', organization, ...list } = Route.useSearch();
    return <OrganizationsPage tab={tab} query={listQuerySchema.parse(list)} openId={organization ?? null} />;
  },
});
