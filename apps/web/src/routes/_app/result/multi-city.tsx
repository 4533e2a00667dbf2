import { searchForResultPage } from '@comptoir/api';
import { FLIGHT_SEARCH_SCHEMAS, searchRouteLabel } from '@comptoir/flight-domain';
import { createFileRoute } from '@tanstack/react-router';
import { ResultPage } from '../../../flights/ResultPage';
import { searchRouteError } from '../../../flights/SearchRouteError';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

/**
 * Searches again at every visit and reload (SPEC §2, §9): results are never cached, here or in the query,
 * and a visit never adopts the search of an earlier one still running (`searchForResultPage`).
 */
export const Route = createFileRoute('/_app/result/multi-city')({
  validateSearch: FLIGHT_SEARCH_SCHEMAS['multi-city'],
  // The loader with the loading view, which the search page fetches when idle (`useResultsCodeWhenIdle`).
  codeSplitGroupings: [['loader', 'pendingComponent'], ['component'], ['errorComponent']],
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, abortController }) =>
    searchForResultPage(context.queryClient, { kind: 'multi-city', search: deps }, abortController.signal),
  staleTime: 0,
  gcTime: 0,
  // The page's own loading view (SPEC §2), at once and for no longer than the search: SPEC §9's pending
  // timings are the navigation bar's (docs/decisions/0066). It is the page itself, its heading, route and
  // payment type above the loading view, so that nothing moves when the offers come.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: function ResultsPending() {
    return <ResultPage type="multi-city" search={Route.useSearch()} result={null} />;
  },
  errorComponent: searchRouteError('multi-city'),
  component: function Results() {
    const search = Route.useSearch();
    usePageTitle(m.page_title_results({ route: searchRouteLabel({ kind: 'multi-city', search }) }));
    return <ResultPage type="multi-city" search={search} result={Route.useLoaderData()} />;
  },
});
