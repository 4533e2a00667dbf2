import { lowCostQueries } from '@comptoir/plugin-low-cost/client';
import { lowCostBookingSearchSchema } from '@comptoir/plugin-low-cost/rules';
import { createFileRoute } from '@tanstack/react-router';
import { LOW_COST_PLUGIN_BUILT } from '../../../low-cost-plugin';
import { pageTitle } from '../../../page-title';
import { LowCostBookingFailed, LowCostBookingLoading } from './-components/LowCostBookingStates';
import { LowCostBookingPage } from './-components/LowCostBookingPage';

/**
 * The booking of the flights picked in the results (SPEC §2): the flights priced again by the airline
 * (never cached), then the form. A build without the plugin has none of this (`LOW_COST_PLUGIN_BUILT`).
 */
export const Route = createFileRoute('/_app/low-cost/booking')({
  // In the entry chunk (the router validates before loading): left out of a build without the plugin.
  validateSearch: LOW_COST_PLUGIN_BUILT ? lowCostBookingSearchSchema : undefined,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    LOW_COST_PLUGIN_BUILT ? context.queryClient.query(lowCostQueries.chosenOffers(deps)) : undefined,
  staleTime: 0,
  gcTime: 0,
  pendingMs: 0,
  pendingComponent: LOW_COST_PLUGIN_BUILT ? LowCostBookingLoading : undefined,
  errorComponent: LOW_COST_PLUGIN_BUILT ? LowCostBookingFailed : undefined,
  head: pageTitle('Low-cost airline: booking'),
  component: LOW_COST_PLUGIN_BUILT ? Booking : undefined,
});

function Booking() {
  return <LowCostBookingPage search={Route.useSearch()} offers={Route.useLoaderData()} />;
}
