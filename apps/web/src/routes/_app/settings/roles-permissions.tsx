import { ComingSoonPage } from '@comptoir/ui/kit';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/settings/roles-permissions')({
  head: pageTitle('Roles and permissions'),
  component: RolesPermissionsPage,
});

function RolesPermissionsPage() {
  return <ComingSoonPage title="Roles & permissions" />;
}
