import { Flex, Heading } from '@radix-ui/themes';
import type { ListQuery } from '@comptoir/flight-domain';
import type { ReactNode } from 'react';
import type { DataTableProps } from './DataTable';
import { PagedDataTable, type PagedListViewProps, type PagedRow } from './PagedDataTable';
import type { DataTableColumns } from './use-data-table';

export interface ListViewConfig<Row extends PagedRow, Query extends ListQuery = ListQuery> extends Pick<
  DataTableProps<Row>,
  'rowHref' | 'card' | 'wrapColumns'
> {
  /**
   * The screen's `h1`, which also names its table, search field and pages, e.g. `m.tickets_title`: a
   * message, read when the screen is drawn, in the interface's language.
   */
  title: () => string;
  /** Names the screen for styles and tests (`data-slot`), e.g. `tickets-list-view`. */
  slot: string;
  /** The columns, from `createDataTableColumnHelper<Row>().columns([...])`. */
  columns: DataTableColumns<Row>;
  /** The search field's placeholder, saying what the server's search matches (a message). */
  searchPlaceholder: () => string;
  /**
   * The filters beside the search, given the query, how to change it, and whether they are disabled
   * (while the first page loads). Default: none.
   */
  filters?: (query: Query, onQueryChange: (query: Query) => void, disabled: boolean) => ReactNode;
}

/**
 * A list screen's view: its heading over a `PagedDataTable` of the given columns, taking the list's
 * state, query and callbacks (`PagedListViewProps`). One call per screen, at module level.
 *
 * @example
 * export const TicketsListView = createListView<TicketListItem>({
 *   title: m.tickets_title, slot: 'tickets-list-view', columns: ticketColumns,
 *   searchPlaceholder: m.tickets_search_placeholder,
 * });
 */
export function createListView<Row extends PagedRow, Query extends ListQuery = ListQuery>({
  title,
  slot,
  filters,
  searchPlaceholder,
  ...table
}: ListViewConfig<Row, Query>) {
  function ListView({ onOpen, onIntent, linkComponent, ...list }: PagedListViewProps<Row, Query>) {
    return (
      <Flex direction="column" gap="4" data-slot={slot}>
        <Heading as="h1" size="6">
          {title()}
        </Heading>
        <PagedDataTable
          {...list}
          {...table}
          label={title()}
          searchPlaceholder={searchPlaceholder()}
          onRowActivate={onOpen}
          onRowIntent={onIntent}
          linkComponent={linkComponent}
          filters={filters ? (disabled) => filters(list.query, list.onQueryChange, disabled) : undefined}
        />
      </Flex>
    );
  }
  // `tickets-list-view` → `TicketsListView`.
  ListView.displayName = slot.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase());
  return ListView;
}
