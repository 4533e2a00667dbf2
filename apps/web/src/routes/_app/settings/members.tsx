import { ComingSoonPage } from '@comptoir/ui/kit';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/settings/members')({
  head: pageTitle('Members'),
  component: MembersPage,
});

function MembersPage() {
  return <ComingSoonPage title="Members" />;
}
