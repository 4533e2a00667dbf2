import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../-components/PlaceholderPage';

export const Route = createFileRoute('/_app/settings/roles-permissions')({ component: RolesPermissionsPage });

function RolesPermissionsPage() {
  return <PlaceholderPage title="Roles & permissions" />;
}
