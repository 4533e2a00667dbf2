import type { ListQuery, Page } from '@comptoir/flight-domain';
import type { PagedListViewProps } from '@comptoir/ui/kit';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useNavigate, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { RouterLink } from '../../../components/RouterLink';
import { useNextPageCodeWhenIdle } from '../../../next-page-code';
import { pagedListState, useRouteLoadFailure } from '../../../queries/query-state';

/** What a list screen's pages are made of: its view, its query options and where a row opens. */
interface ListPagesConfig<Row, Query extends ListQuery, Key extends QueryKey> {
  /** The list's route, whose search is the list query. */
  from: '/reservations/' | '/tickets/';
  View: ComponentType<PagedListViewProps<Row, Query>>;
  /** The query options of a page of the list (`reservationsListQuery`, …). */
  list: (query: Query) => UseQueryOptions<Page<Row>, Error, Page<Row>, Key>;
  /** The detail page of a row. */
  detailPath: (row: Row) => string;
}

/**
 * A list screen's page, pending and error components around its view (SPEC §2, §3):
 * - the view at the route's search: a new query pushes a history entry, so back and forward page; a row
 *   the user is about to open has its page preloaded (SPEC §2: preloading on intent), and the code of the
 *   pages its rows open is fetched once the list has shown, in an idle moment (a tap has no intent before
 *   it); a query that comes once the user has left for another page (a search typed, then a row opened) is
 *   dropped;
 * - `Page`: the page of the route's list query, kept on screen (marked as refetching) while the next page,
 *   page size, search or filter is fetched; a failed refetch shows the view's error and its retry;
 * - `Pending`: while the route's loader fetches the first page, the view's placeholder rows;
 * - `Failed`: when the route's loader failed, the view's error, whose retry runs the loader again.
 */
export function createListPages<Row, Query extends ListQuery, Key extends QueryKey>({
  from,
  View,
  list,
  detailPath,
}: ListPagesConfig<Row, Query, Key>) {
  // The list's own address: '/reservations/' is the route, '/reservations' the path.
  const listPath = from.replace(/\/$/, '');

  function useListNavigation() {
    const navigate = useNavigate({ from });
    const router = useRouter();
    return {
      // A search's update comes after a pause in typing: by then the user may have opened a row or another
      // page (`latestLocation` is where the last navigation goes, even while it loads). That navigation
      // wins: the list's update, which would pull the user back, is dropped.
      onQueryChange: (query: Query) => {
        if (router.latestLocation.pathname === listPath) void navigate({ search: query });
      },
      onOpen: (row: Row) => void navigate({ to: detailPath(row) }),
      onIntent: (row: Row) => void router.preloadRoute({ to: detailPath(row) }),
      linkComponent: RouterLink,
    };
  }

  function Page({ query }: { query: Query }) {
    const page = useQuery({ ...list(query), placeholderData: keepPreviousData });
    useNextPageCodeWhenIdle(page.data?.items.map(detailPath) ?? []);
    return <View state={pagedListState(page)} query={query} {...useListNavigation()} />;
  }

  function Pending({ query }: { query: Query }) {
    return <View state={{ status: 'pending' }} query={query} {...useListNavigation()} />;
  }

  function Failed({ error, query }: ErrorComponentProps & { query: Query }) {
    return <View state={useRouteLoadFailure(error)} query={query} {...useListNavigation()} />;
  }

  return { Page, Pending, Failed };
}
