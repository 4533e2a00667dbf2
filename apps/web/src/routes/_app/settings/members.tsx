import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../-components/PlaceholderPage';
import { pageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/settings/members')({
  head: pageTitle('Members'),
  component: MembersPage,
});

function MembersPage() {
  return <PlaceholderPage title="Members" />;
}
