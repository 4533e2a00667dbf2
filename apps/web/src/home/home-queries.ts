import { balancesKeys, reservationsKeys, ticketsKeys } from '@comptoir/api';
import { queuesKeys } from '@comptoir/api/queue-keys';
import { loadOnce } from '@comptoir/flight-domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

// The families' clients hold every call's schemas (a reservation's detail, its workbench edits…): they
// come with the blocks' first fetch rather than with the home page, whose blocks show their
// loading line meanwhile. A failed load fails the fetch, which the block shows with its retry.
const loadHomeCalls = loadOnce(() => import('./home-calls').then((module) => module.homeCalls));

/** The home page lists a few records of each kind: the first page, which the API sorts newest first. */
const LATEST = { page: 1, limit: 5 };

/**
 * The home blocks' queries, under the keys of `reservationsListQuery`, `ticketsListQuery`,
 * `balancesQueries.entity` and `queueSummaryQuery`: one cache with the lists' and the balance's pages, invalidated with them.
 */
export const homeQueries = {
  latestReservations: () =>
    queryOptions({
      queryKey: reservationsKeys.list(LATEST),
      queryFn: async ({ signal }) => (await loadHomeCalls()).reservations({ query: LATEST, signal }),
    }),
  latestTickets: () =>
    queryOptions({
      queryKey: ticketsKeys.list(LATEST),
      queryFn: async ({ signal }) => (await loadHomeCalls()).tickets({ query: LATEST, signal }),
    }),
  balance: (organizationId: string) =>
    queryOptions({
      queryKey: balancesKeys.entity('organization', organizationId),
      queryFn: async ({ signal }) =>
        (await loadHomeCalls()).balance({
          path: { entityType: 'organization', entityId: organizationId },
          signal,
        }),
    }),
  /** The work queues' counts, under the key of the navigation's count (`queueSummaryQuery`). */
  queueSummary: () =>
    queryOptions({
      queryKey: queuesKeys.summary(),
      queryFn: async ({ signal }) => (await loadHomeCalls()).queueSummary({ signal }),
    }),
};

/**
 * Sends the blocks' calls without waiting for their answers (the home route's loader): the balance's
 * only with an active organization, as the page shows it only then. The calls' module is asked for at
 * once, with the page's code: asked for a task later, it came a round trip after that code, and the
 * balance (the page's largest paint) with it (docs/decisions/0062).
 *
 * The calls go out once their module is here, in a microtask. On a navigation (the two-factor page's, a
 * link home) the module came while the page before was idle (docs/decisions/0069), so they go out before
 * the router renders the shell and the page, later in this task: sent a task later, they left only once
 * that render was done. On the app's first page this loader is what asks for the module, so they go out
 * once it has come, in a task of their own after the guard's: together (the guard, the first queries'
 * keys) they were one task of about 150 ms in Lighthouse's model of a phone (docs/decisions/0061, 0071).
 */
export function prefetchHomeBlocks(queryClient: QueryClient, organizationId: string | null): void {
  loadHomeCalls().then(
    () => {
      // A failure is the query cache's to report (its toast), and the block's to show with its retry.
      const sent = [
        ...(organizationId === null ? [] : [queryClient.query(homeQueries.balance(organizationId))]),
        queryClient.query(homeQueries.latestReservations()),
        queryClient.query(homeQueries.latestTickets()),
        queryClient.query(homeQueries.queueSummary()),
      ];
      for (const call of sent) call.catch(() => undefined);
    },
    // The module did not come: each block's query asks for it again, and shows the failure with its retry.
    () => undefined,
  );
}

/**
 * Fetches the blocks' calls' code without sending them: the home route's `staticData.loaderCode`, which a
 * page leading home (the two-factor page) asks for when idle; then the home loader neither fetches nor
 * compiles it, nor appends its preload links, between the click and the page's first paint
 * (docs/decisions/0069).
 */
export function fetchHomeCallsCode(): void {
  // A failure is the calls' to report: each query asks for the module again.
  loadHomeCalls().catch(() => undefined);
}
