import { lowCostQueries } from '@comptoir/plugin-low-cost/client';
import {
  lowCostBookingLinkSchema,
  lowCostBookingSearchSchema,
  withinAirlineRules,
} from '@comptoir/plugin-low-cost/rules';
import { loadLowCostBookingView } from '@comptoir/plugin-low-cost/views/booking';
import { createFileRoute } from '@tanstack/react-router';
import { LowCostBookingFailed, LowCostBookingLoading } from './-components/LowCostBookingStates';
import { LowCostBookingPage } from './-components/LowCostBookingPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

/**
 * The booking of the flights picked in the results (SPEC §2): the flights priced again by the airline
 * (never cached), then the form. Only in a build with the plugin (docs/decisions/0023).
 */
export const Route = createFileRoute('/_app/low-cost/booking')({
  // The guard reads the link's fields; the loader holds the search to the airline's rules (its network,
  // the passengers, the dates), which then stay out of the entry, and a broken one shows in the error view.
  // The loader, the page and its pending and error views in one chunk: one import in the entry instead
  // of four (each costs the entry its file list), and the page needs all four at once.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  validateSearch: lowCostBookingLinkSchema,
  loaderDeps: ({ search }) => search,
  // The booking form's code comes beside the answer: the loading view, the page's first paint, does without it.
  loader: async ({ context, deps }) => {
    const [offers] = await Promise.all([
      context.queryClient.query(
        lowCostQueries.chosenOffers(withinAirlineRules(lowCostBookingSearchSchema, deps)),
      ),
      loadLowCostBookingView(),
    ]);
    return offers;
  },
  staleTime: 0,
  gcTime: 0,
  pendingMs: 0,
  pendingComponent: LowCostBookingLoading,
  errorComponent: LowCostBookingFailed,
  component: Booking,
});

function Booking() {
  usePageTitle(m.page_title_lowcost_booking());
  return <LowCostBookingPage search={Route.useSearch()} offers={Route.useLoaderData()} />;
}
