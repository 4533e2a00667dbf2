import { ComingSoonPage } from '@comptoir/ui/kit';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../page-title';

/** The low-cost airline plugin's root; the app guard sends to / when the plugin flag is off. */
export const Route = createFileRoute('/_app/low-cost/')({
  head: pageTitle('Low-cost airline'),
  component: LowCostHome,
});

function LowCostHome() {
  return <ComingSoonPage title="Low-cost airline" />;
}
