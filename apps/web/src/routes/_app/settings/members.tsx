import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../-components/PlaceholderPage';

export const Route = createFileRoute('/_app/settings/members')({ component: MembersPage });

function MembersPage() {
  return <PlaceholderPage title="Members" />;
}
