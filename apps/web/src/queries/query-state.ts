import { errorMessage, isRefusal } from '@comptoir/api';
import type { Page } from '@comptoir/flight-domain';
import type { LoadFailure, PagedListState } from '@comptoir/ui/kit';
import type { UseQueryResult, UseSuspenseQueryResult } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';

/** A query as the ui views take a block of data: loading, failed with its message and a retry, or loaded. */
export type QueryState<Data> = { status: 'pending' } | LoadFailure | { status: 'success'; data: Data };

/**
 * A failed load as the ui's fallback panel shows it (SPEC §8): the message, whether the server refused
 * the call (SPEC §6's message, shown at once) and `retry`, whose promise keeps 'Try again' busy.
 */
function loadFailure(error: unknown, retry: () => Promise<unknown>): LoadFailure {
  return { status: 'error', message: errorMessage(error), refused: isRefusal(error), onRetry: retry };
}

/** A route's loader failed: its failure, whose retry runs the route's guards and loaders again. */
export function useRouteLoadFailure(error: unknown): LoadFailure {
  const router = useRouter();
  return loadFailure(error, () => router.invalidate());
}

const PENDING = { status: 'pending' } as const;
const settledStates = new WeakMap<object, QueryState<unknown>>();

/**
 * The state of a query for a view that loads, fails and retries a part of the page on its own. The same
 * object while the query's answer (or failure) is the same, so that a memoized part showing it renders
 * again only when its own query changes, not when the page does for another query. A suspense query
 * (its route's loader ensured it) is never pending, but a refetch of it can fail: the view shows that
 * failure with its retry, as for any query.
 */
export function queryState<Data>(
  query: UseQueryResult<Data> | UseSuspenseQueryResult<Data>,
): QueryState<Data> {
  const settled = query.isSuccess ? query.data : query.isError ? query.error : undefined;
  if (settled === undefined) return PENDING;
  // Only an object can key the WeakMap: a primitive answer gets a new state each time.
  const key = typeof settled === 'object' && settled !== null ? settled : undefined;
  const known = key === undefined ? undefined : settledStates.get(key);
  if (known !== undefined) return known as QueryState<Data>;
  const state: QueryState<Data> = query.isSuccess
    ? { status: 'success', data: query.data }
    : loadFailure(query.error, () => query.refetch());
  if (key !== undefined) settledStates.set(key, state);
  return state;
}

/**
 * The state of a server-paged list for its view (`PagedDataTable`'s `state`): the page kept on screen,
 * marked as fetching, while the next one loads (with `placeholderData: keepPreviousData`).
 */
export function pagedListState<Row>(query: UseQueryResult<Page<Row>>): PagedListState<Row> {
  if (query.isError) return loadFailure(query.error, () => query.refetch());
  if (query.data === undefined) return { status: 'pending' };
  return { status: 'success', page: query.data, fetching: query.isFetching };
}
