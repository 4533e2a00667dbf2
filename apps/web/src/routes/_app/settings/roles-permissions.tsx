import { rolesQueries } from '@comptoir/api';
import { rolesPermissionsSearchSchema } from '@comptoir/flight-domain';
import { createFileRoute } from '@tanstack/react-router';
import { RolesPage } from './-components/RolesPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

/**
 * /settings/roles-permissions?role (admin or owner, SPEC §2, §6): the guard of /_app keeps others out.
 * The roles, and the role opened for editing.
 */
export const Route = createFileRoute('/_app/settings/roles-permissions')({
  validateSearch: rolesPermissionsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // A failure is shown by the view with its retry.
    await Promise.all([
      context.queryClient.query(rolesQueries.list()).catch(() => undefined),
      deps.role === undefined
        ? undefined
        : context.queryClient.query(rolesQueries.detail(deps.role)).catch(() => undefined),
    ]);
  },
  component: function RolesPermissions() {
    usePageTitle(m.page_title_roles());
    return <RolesPage search={Route.useSearch()} />;
  },
});
