import { ComingSoonPage } from '@comptoir/ui/kit';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/settings/organizations')({
  head: pageTitle('Organizations'),
  component: OrganizationsPage,
});

function OrganizationsPage() {
  return <ComingSoonPage title="Organizations" />;
}
