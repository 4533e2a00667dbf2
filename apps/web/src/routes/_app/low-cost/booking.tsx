import { lowCostQueries } from '@comptoir/plugin-low-cost/client';
import {
  lowCostBookingLinkSchema,
  lowCostBookingSearchSchema,
  withinAirlineRules,
} from '@comptoir/plugin-low-cost/rules';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../page-title';
import { LowCostBookingFailed, LowCostBookingLoading } from './-components/LowCostBookingStates';
import { LowCostBookingPage } from './-components/LowCostBookingPage';

/**
 * The booking of the flights picked in the results (SPEC §2): the flights priced again by the airline
 * (never cached), then the form. A build without the plugin has none of this (`VITE_LOW_COST_PLUGIN`).
 */
export const Route = createFileRoute('/_app/low-cost/booking')({
  // The flag as vite writes it, in each property: the bundler folds it here, where an imported constant
  // is not folded, and a build without the plugin then holds none of its code
  // (neither in the entry, where validateSearch stays, nor in the split loader and components).
  // The guard reads the link's fields; the loader holds the search to the airline's rules (its network,
  // the passengers, the dates), which then stay out of the entry, and a broken one shows in the error view.
  // The loader, the page and its pending and error views in one chunk: one import in the entry instead
  // of four (each costs the entry its file list), and the page needs all four at once.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  validateSearch: import.meta.env.VITE_LOW_COST_PLUGIN === 'true' ? lowCostBookingLinkSchema : undefined,
  loaderDeps: ({ search }) => search,
  loader:
    import.meta.env.VITE_LOW_COST_PLUGIN === 'true'
      ? ({ context, deps }) =>
          context.queryClient.query(
            lowCostQueries.chosenOffers(withinAirlineRules(lowCostBookingSearchSchema, deps)),
          )
      : undefined,
  staleTime: 0,
  gcTime: 0,
  pendingMs: 0,
  pendingComponent: import.meta.env.VITE_LOW_COST_PLUGIN === 'true' ? LowCostBookingLoading : undefined,
  errorComponent: import.meta.env.VITE_LOW_COST_PLUGIN === 'true' ? LowCostBookingFailed : undefined,
  head: pageTitle('Low-cost airline: booking'),
  component: import.meta.env.VITE_LOW_COST_PLUGIN === 'true' ? Booking : undefined,
});

function Booking() {
  return <LowCostBookingPage search={Route.useSearch()} offers={Route.useLoaderData()} />;
}
