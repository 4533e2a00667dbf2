import { errorMessage } from '@comptoir/api';
import type { Page } from '@comptoir/flight-domain';
import type { PagedListState } from '@comptoir/ui/kit';
import type { UseQueryResult } from '@tanstack/react-query';

/** A query as the ui views take a block of data: loading, failed with its message and a retry, or loaded. */
export type QueryState<Data> =
  | { status: 'pending' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'success'; data: Data };

/** The state of a query for a view that loads, fails and retries a part of the page on its own. */
export function queryState<Data>(query: UseQueryResult<Data>): QueryState<Data> {
  if (query.isSuccess) return { status: 'success', data: query.data };
  if (query.isError)
    return { status: 'error', message: errorMessage(query.error), onRetry: () => void query.refetch() };
  return { status: 'pending' };
}

/**
 * The state of a server-paged list for its view (`PagedDataTable`'s `state`): the page kept on screen,
 * marked as fetching, while the next one loads (with `placeholderData: keepPreviousData`).
 */
export function pagedListState<Row>(query: UseQueryResult<Page<Row>>): PagedListState<Row> {
  if (query.isError)
    return { status: 'error', message: errorMessage(query.error), onRetry: () => void query.refetch() };
  if (query.data === undefined) return { status: 'pending' };
  return { status: 'success', page: query.data, fetching: query.isFetching };
}
