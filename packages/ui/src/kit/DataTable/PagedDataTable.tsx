import { listPosition, type ListQuery, type Page } from '@comptoir/flight-domain';
import { Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { AppShellLinkComponent } from '../AppShell/types';
import { DataTable, type DataTableProps } from './DataTable';
import { LazyFailurePanel } from '../FailurePanel/lazy-failure-panel';
import type { LoadFailure } from '../RecordSection/LoadedContent';
import { DataTablePagination } from './DataTablePagination';
import { DataTableLoading, DataTableSearch, DataTableToolbar } from './DataTableToolbar';
import { useDataTable, type DataTableColumns } from './use-data-table';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * Where a server-paged list stands: its first page loading, failed (with a way to try again), or a page
 * answered, maybe while the next one is fetched (`fetching`: the rows shown stay until it comes).
 */
export type PagedListState<Row> =
  { status: 'pending' } | LoadFailure | { status: 'success'; page: Page<Row>; fetching?: boolean };

/**
 * What a list screen's view takes (`ReservationsListView`, `TicketsListView`): data and callbacks. A list
 * whose query holds filters besides SPEC §3's (the tickets' status) names its query type.
 */
export interface PagedListViewProps<Row, Query extends ListQuery = ListQuery> {
  /** The list's network state and, once answered, its page. */
  state: PagedListState<Row>;
  /** The list query of the route's search (SPEC §3): page ≥ 1, limit 1–100 (default 10), search. */
  query: Query;
  /** Called with the next list query to fetch: a page, a page size, a search or a filter (back to page 1). */
  onQueryChange: (query: Query) => void;
  /**
   * Called with the row the user opens by a plain click on it (its first cell is a link to its page,
   * which the router follows itself).
   */
  onOpen: (row: Row) => void;
  /** Called with a row the user is about to open (pointer or focus on it): the app preloads its page. Default: none. */
  onIntent?: (row: Row) => void;
  /** Renders the rows' links (pass the router's `Link`). Default: a plain `<a>`. */
  linkComponent?: AppShellLinkComponent;
}

/** A row of a server-paged list: every one the server lists has an id, which keys it in the table. */
export interface PagedRow {
  id: string;
}

export interface PagedDataTableProps<Row extends PagedRow, Query extends ListQuery = ListQuery> extends Pick<
  DataTableProps<Row>,
  'rowHref' | 'linkComponent' | 'card' | 'wrapColumns'
> {
  /** Names the list: the table's caption, the search field and the loading message, e.g. "Tickets". */
  label: string;
  /** The columns, from `createDataTableColumnHelper<Row>().columns([...])`. */
  columns: DataTableColumns<Row>;
  /** The list's network state and, once answered, its page. */
  state: PagedListState<Row>;
  /** The list query the page answers (SPEC §3: page ≥ 1, limit 1–100, search, and any filters). */
  query: Query;
  /**
   * Called with the whole next list query: another page or page size, or a new search (which goes back
   * to page 1, filters kept; an empty search is left out).
   */
  onQueryChange: (query: Query) => void;
  /** Called with the row the user opens (a click on it, or its first cell's button). Omit it for rows that open nothing. */
  onRowActivate?: (row: Row) => void;
  /** Called with a row the user shows intent to open (`DataTable`'s `onRowIntent`). Default: none. */
  onRowIntent?: (row: Row) => void;
  /** The search field's placeholder, saying what it matches. */
  searchPlaceholder: string;
  /**
   * Filters shown beside the search (e.g. a status select), told to be disabled while the first page
   * loads, as the search is. Default: none.
   */
  filters?: (disabled: boolean) => ReactNode;
}

/** A row's stable key in the table: its id. */
const rowId = (row: PagedRow) => row.id;

/** The query for a new search: back to page 1, the filters kept, an empty search left out. */
function withSearch<Query extends ListQuery>(query: Query, search: string): Query {
  const next: Query = { ...query, page: 1 };
  if (search === '') delete next.search;
  else next.search = search;
  return next;
}

/**
 * A server-paged list: search, table and pagination composed from the data table's parts, with its
 * loading (placeholder rows), empty, error (SPEC §8's fallback panel with its retry, the search kept usable) and refetching
 * states. The caller fetches the page for `query` and renders nothing else: `onQueryChange` says what
 * to fetch next.
 *
 * @example
 * <PagedDataTable label="Tickets" columns={ticketColumns} state={state}
 *   query={search} onQueryChange={(next) => navigate({ search: next })} onRowActivate={open}
 *   searchPlaceholder="Ticket number, passenger or locator" />
 */
export function PagedDataTable<Row extends PagedRow, Query extends ListQuery = ListQuery>({
  label,
  columns,
  state,
  query,
  onQueryChange,
  onRowActivate,
  onRowIntent,
  searchPlaceholder,
  filters,
  ...layout
}: PagedDataTableProps<Row, Query>) {
  const search = query.search ?? '';
  const table = useDataTable({
    columns,
    data: state.status === 'success' ? state.page.items : [],
    getRowId: rowId,
  });
  const loading = state.status === 'pending' || (state.status === 'success' && state.fetching === true);
  // The first page's placeholder is replaced by the page once it comes (the app's pending route
  // component by its page component): a search typed or a select opened meanwhile would be lost.
  const firstLoad = state.status === 'pending';
  const position = state.status === 'success' ? listPosition(query, state.page.total) : undefined;
  const emptyMessage = position?.beyondEnd
    ? m.kit_list_beyond_end({ page: query.page, pageCount: position.pageCount })
    : search === ''
      ? m.kit_list_empty()
      : m.kit_list_no_results({ search });

  return (
    <Flex direction="column" gap="3" data-slot="paged-data-table" aria-busy={loading}>
      <DataTableToolbar>
        <DataTableSearch
          label={label}
          value={search}
          placeholder={searchPlaceholder}
          onValueChange={(text) => onQueryChange(withSearch(query, text))}
          disabled={firstLoad}
        />
        {filters?.(firstLoad)}
        {loading ? <DataTableLoading label={label} /> : null}
      </DataTableToolbar>
      {state.status === 'error' ? (
        <LazyFailurePanel error={state.message} refused={state.refused ?? false} onRetry={state.onRetry} />
      ) : (
        <>
          <DataTable
            table={table}
            label={label}
            loading={loading}
            emptyMessage={emptyMessage}
            onRowActivate={onRowActivate}
            onRowIntent={onRowIntent}
            {...layout}
          />
          {state.status === 'success' ? (
            <DataTablePagination
              label={label}
              paging={query}
              total={state.page.total}
              onPaginationChange={(next) => onQueryChange({ ...query, ...next })}
            />
          ) : null}
        </>
      )}
    </Flex>
  );
}
