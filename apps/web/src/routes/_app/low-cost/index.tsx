import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../-components/PlaceholderPage';
import { pageTitle } from '../../../page-title';

/** The low-cost airline plugin's root; the app guard sends to / when the plugin flag is off. */
export const Route = createFileRoute('/_app/low-cost/')({
  head: pageTitle('Low-cost airline'),
  component: LowCostHome,
});

function LowCostHome() {
  return <PlaceholderPage title="Low-cost airline" />;
}
