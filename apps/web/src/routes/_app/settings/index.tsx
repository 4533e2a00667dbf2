import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../-components/PlaceholderPage';
import { pageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/settings/')({
  head: pageTitle('Settings'),
  component: SettingsPage,
});

function SettingsPage() {
  return <PlaceholderPage title="Settings" />;
}
