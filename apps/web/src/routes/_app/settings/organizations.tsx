import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../-components/PlaceholderPage';

export const Route = createFileRoute('/_app/settings/organizations')({ component: OrganizationsPage });

function OrganizationsPage() {
  return <PlaceholderPage title="Organizations" />;
}
