import { lowCostQueries, lowFareCriteriaFor } from '@comptoir/plugin-low-cost/client';
import { lowCostResultsSearchSchema } from '@comptoir/plugin-low-cost/rules';
import { createFileRoute, type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { searchParamIssues } from '../../../flights/SearchRouteError';
import { LOW_COST_PLUGIN_BUILT } from '../../../low-cost-plugin';
import { pageTitle } from '../../../page-title';
import { LowCostResultsPage } from './-components/LowCostResultsPage';

/**
 * The airline's flights for a search (SPEC §2, §9): searched again at every visit, never cached. A
 * failed or unreadable answer shows its reason in the page, with a retry and the search kept. A build
 * without the plugin has none of this (`LOW_COST_PLUGIN_BUILT`); the app guard sends it to /.
 */
export const Route = createFileRoute('/_app/low-cost/results')({
  // In the entry chunk (the router validates before loading): left out of a build without the plugin.
  validateSearch: LOW_COST_PLUGIN_BUILT ? lowCostResultsSearchSchema : undefined,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    LOW_COST_PLUGIN_BUILT
      ? context.queryClient.query(lowCostQueries.lowFares(lowFareCriteriaFor(deps)))
      : undefined,
  staleTime: 0,
  gcTime: 0,
  pendingMs: 0,
  pendingComponent: LOW_COST_PLUGIN_BUILT ? ResultsLoading : undefined,
  errorComponent: LOW_COST_PLUGIN_BUILT ? ResultsFailed : undefined,
  head: pageTitle('Low-cost airline: results'),
  component: LOW_COST_PLUGIN_BUILT ? Results : undefined,
});

function Results() {
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
        message: searchParamIssues(error).join(' '),
        onRetry: () => void router.invalidate(),
      }}
    />
  );
}
