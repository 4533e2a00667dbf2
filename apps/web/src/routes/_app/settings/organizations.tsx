import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../-components/PlaceholderPage';
import { pageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/settings/organizations')({
  head: pageTitle('Organizations'),
  component: OrganizationsPage,
});

function OrganizationsPage() {
  return <PlaceholderPage title="Organizations" />;
}
