import type { FlightSearchRequest } from '@comptoir/api';
import { loadOnce } from '@comptoir/flight-domain';
import type { QueryClient } from '@tanstack/react-query';

// The result page's search module comes with that page's loader, which the search page fetches when idle
// (`useResultsCodeWhenIdle`): by the time a search is submitted it is usually there already.
const loadResultPageSearch = loadOnce(() => import('@comptoir/api/result-page-search'));

/**
 * A search form's submit: sends the search (`startSearchOnSubmit`), then opens its result page (`open`),
 * whose loader takes that call instead of sending its own. The call so leaves with the click, not after
 * the page's guard, code and loading view (docs/decisions/0067). Without that module (its chunk failed),
 * the page opens all the same and shows the failure its loader meets.
 *
 * @example
 * onSubmit={(search) => submitSearch(queryClient, { kind: 'oneway', search }, () => navigate({ to: '/result', search }))}
 */
export function submitSearch(
  queryClient: QueryClient,
  request: FlightSearchRequest,
  open: () => Promise<void>,
): void {
  loadResultPageSearch()
    .then(
      ({ startSearchOnSubmit }) => {
        startSearchOnSubmit(queryClient, request);
      },
      () => undefined,
    )
    .finally(() => void open());
}
