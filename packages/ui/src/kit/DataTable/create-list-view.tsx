import { Flex, Heading } from '@radix-ui/themes';
import type { RowData } from '@tanstack/react-table';
import { PagedDataTable, type PagedListViewProps } from './PagedDataTable';
import type { DataTableColumns } from './use-data-table';

export interface ListViewConfig<Row extends RowData> {
  /** The screen's `h1`, which also names its table, search field and pages, e.g. "Tickets". */
  title: string;
  /** Names the screen for styles and tests (`data-slot`), e.g. `tickets-list-view`. */
  slot: string;
  /** The columns, from `createDataTableColumnHelper<Row>().columns([...])`. */
  columns: DataTableColumns<Row>;
  /** A stable key per row, e.g. its id. */
  getRowId: (row: Row) => string;
  /** The search field's placeholder, saying what the server's search matches. */
  searchPlaceholder: string;
}

/**
 * A list screen's view: its heading over a `PagedDataTable` of the given columns, taking the list's
 * state, query and callbacks (`PagedListViewProps`). One call per screen, at module level.
 *
 * @example
 * export const TicketsListView = createListView<TicketListItem>({
 *   title: 'Tickets', slot: 'tickets-list-view', columns: ticketColumns,
 *   getRowId: (ticket) => ticket.id, searchPlaceholder: 'Ticket number, locator or passenger',
 * });
 */
export function createListView<Row extends RowData>({ title, slot, ...table }: ListViewConfig<Row>) {
  function ListView({ onOpen, ...list }: PagedListViewProps<Row>) {
    return (
      <Flex direction="column" gap="4" data-slot={slot}>
        <Heading as="h1" size="6">
          {title}
        </Heading>
        <PagedDataTable {...list} {...table} label={title} onRowActivate={onOpen} />
      </Flex>
    );
  }
  ListView.displayName = `${title.replaceAll(' ', '')}ListView`;
  return ListView;
}
