import { ComingSoonPage } from '@comptoir/ui/kit';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/settings/')({
  head: pageTitle('Settings'),
  component: SettingsPage,
});

function SettingsPage() {
  return <ComingSoonPage title="Settings" />;
}
