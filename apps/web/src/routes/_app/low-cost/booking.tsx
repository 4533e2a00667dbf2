import { lowCostBookingSearchSchema } from '@comptoir/plugin-low-cost/rules';
import { ComingSoonPage } from '@comptoir/ui/kit';
import { createFileRoute } from '@tanstack/react-router';
import { LOW_COST_PLUGIN_BUILT } from '../../../low-cost-plugin';
import { pageTitle } from '../../../page-title';

/** The booking of the flights picked in the results (SPEC §2). */
export const Route = createFileRoute('/_app/low-cost/booking')({
  // In the entry chunk (the router validates before loading): left out of a build without the plugin.
  validateSearch: LOW_COST_PLUGIN_BUILT ? lowCostBookingSearchSchema : undefined,
  head: pageTitle('Low-cost airline: booking'),
  component: LOW_COST_PLUGIN_BUILT ? Booking : undefined,
});

function Booking() {
  return <ComingSoonPage title="Low-cost airline: booking" />;
}
