import { loadOnce, queuePageSearchSchema } from '@comptoir/flight-domain';
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

/**
 * The page's code (its calls, the queues' tabs and the holds' view), fetched by the loader: the page's
 * first chunk imports nothing another page loads too, so that adding it leaves the other pages' chunks
 * as they were (decision 0046).
 */
const loadHoldsPage = loadOnce(() => import('./-components/LowCostHoldsPage'));
const LowCostHoldsPage = lazy(() => loadHoldsPage().then((module) => ({ default: module.LowCostHoldsPage })));

/**
 * /low-cost/holds?page&limit&search&mine: the low-cost airline's holds, a tab of the queues. Only in a
 * build with the plugin (docs/decisions/0023). As /queues, no pending or error component of its own: the
 * navigation's progress bar, and the app's fallback panel with its retry.
 */
export const Route = createFileRoute('/_app/low-cost/holds')({
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: queuePageSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await loadHoldsPage()).loadHolds(context.queryClient, deps),
  component: function Holds() {
    usePageTitle(m.page_title_lowcost_holds());
    return <LowCostHoldsPage search={Route.useSearch()} />;
  },
});
