import { lowCostQueries, lowFareCriteriaFor } from '@comptoir/plugin-low-cost/client';
import {
  lowCostResultsLinkSchema,
  lowCostResultsSearchSchema,
  withinAirlineRules,
} from '@comptoir/plugin-low-cost/rules';
import { loadLowCostFlights } from '@comptoir/plugin-low-cost/views';
import { createFileRoute, type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { isRefusedLowCostLoad, lowCostFailureMessage } from './-components/LowCostBookingStates';
import { LowCostResultsPage } from './-components/LowCostResultsPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

/**
 * The airline's flights for a search (SPEC §2, §9): searched again at every visit, never cached. A
 * failed or unreadable answer shows its reason in the page, with a retry and the search kept. Only in a
 * build with the plugin (docs/decisions/0023).
 */
export const Route = createFileRoute('/_app/low-cost/results')({
  // The guard reads the link's fields; the loader holds the search to the airline's rules (its network,
  // the passengers, the dates), which then stay out of the entry, and a broken one shows in the error view.
  // The loader, the page and its pending and error views in one chunk: one import in the entry instead
  // of four (each costs the entry its file list), and the page needs all four at once.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  validateSearch: lowCostResultsLinkSchema,
  loaderDeps: ({ search }) => search,
  // The flights' view comes beside the answer: the loading view, the page's first paint, does without it.
  loader: async ({ context, deps }) => {
    const [offers] = await Promise.all([
      context.queryClient.query(
        lowCostQueries.lowFares(lowFareCriteriaFor(withinAirlineRules(lowCostResultsSearchSchema, deps))),
      ),
      loadLowCostFlights(),
    ]);
    return offers;
  },
  staleTime: 0,
  gcTime: 0,
  pendingMs: 0,
  pendingComponent: ResultsLoading,
  errorComponent: ResultsFailed,
  component: Results,
});

function Results() {
  usePageTitle(m.page_title_lowcost_results());
  return (
    <LowCostResultsPage
      search={Route.useSearch()}
      offers={{ status: 'success', data: Route.useLoaderData() }}
    />
  );
}

function ResultsLoading() {
  return <LowCostResultsPage search={Route.useSearch()} offers={{ status: 'pending' }} />;
}

function ResultsFailed({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <LowCostResultsPage
      search={Route.useSearch()}
      offers={{
        status: 'error',
        message: lowCostFailureMessage(error),
        refused: isRefusedLowCostLoad(error),
        onRetry: () => void router.invalidate(),
      }}
    />
  );
}
