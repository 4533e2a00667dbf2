import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../-components/PlaceholderPage';
import { pageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/settings/roles-permissions')({
  head: pageTitle('Roles and permissions'),
  component: RolesPermissionsPage,
});

function RolesPermissionsPage() {
  return <PlaceholderPage title="Roles & permissions" />;
}
