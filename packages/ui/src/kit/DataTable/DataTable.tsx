import { Text } from '@radix-ui/themes';
import type { RowData } from '@tanstack/react-table';
import { PlainLink } from '../AppShell/PlainLink';
import type { AppShellLinkComponent } from '../AppShell/types';
import { useMediaQuery } from '../use-media-query/use-media-query';
import { DataTableCards, type DataTableCardLayout } from './DataTableCards';
import { LOADING_ROWS, TABLE_LAYOUT_QUERY } from './layout';
import { PrimaryCell } from './PrimaryCell';
import { useRowOpening, type RowOpening } from './row-opening';
import type { DataTableInstance, DataTableRow } from './use-data-table';
import * as Table from './Table';
import { m } from '../../i18n/paraglide/messages.js';

export interface DataTableProps<TData extends RowData> extends RowOpening<TData> {
  /** The table's state, from `useDataTable`. */
  table: DataTableInstance<TData>;
  /** Names the table (or the list of cards) for assistive technology, e.g. "Reservations". */
  label: string;
  /** Whether a page is being fetched: placeholder rows while there are none yet. Default: `false`. */
  loading?: boolean;
  /** Shown when there are no rows. Default: `Nothing here yet.` */
  emptyMessage?: string;
  /**
   * Renders the rows' links when `rowHref` is given (pass the router's `Link`, as to the shell). Default:
   * a plain `<a>`.
   */
  linkComponent?: AppShellLinkComponent;
  /** How each row reads as a card below 768 px. Default: the first cell, then every other column's header and cell. */
  card?: DataTableCardLayout | undefined;
  /**
   * The columns (by id) whose text may wrap, so that long itineraries or names do not push the last
   * columns out of a 1280 px screen. Default: none (every cell keeps to one line).
   */
  wrapColumns?: readonly string[] | undefined;
}

/**
 * The table of a data table (Radix Themes' table around a `useDataTable` state): the columns' headers,
 * the page's rows, placeholders while a first page loads, and a message when there is nothing. Below
 * 768 px, the same rows as cards (`DataTableCards`), so that a phone never scrolls sideways. Compose it
 * with `DataTableToolbar` and `DataTablePagination`.
 *
 * A row that opens something: its first cell is its keyboard path, a link to `rowHref` (Tab reaches it,
 * Enter opens it, Ctrl/⌘+Enter or a middle click opens a tab) or else a button; a plain click anywhere
 * else on the row opens it too (`onRowActivate`), a modified or middle click opens its page in a new tab
 * (`useRowOpening`).
 *
 * @example
 * <DataTable table={table} label="Tickets" loading={isFetching} rowHref={(t) => ticketDetailPath(t.id, t.contentKind)}
 *   linkComponent={RouterLink} onRowActivate={(ticket) => open(ticket)} />
 */
export function DataTable<TData extends RowData>({
  table,
  label,
  loading = false,
  emptyMessage = m.kit_list_empty(),
  rowHref,
  onRowActivate,
  onRowIntent,
  linkComponent = PlainLink,
  card,
  wrapColumns = [],
}: DataTableProps<TData>) {
  const handlersOf = useRowOpening({ rowHref, onRowActivate, onRowIntent });
  const wide = useMediaQuery(TABLE_LAYOUT_QUERY);
  const columnCount = Math.max(1, table.getAllLeafColumns().length);
  const rows = table.getRowModel().rows;
  const primary = (row: DataTableRow<TData>) => (
    <PrimaryCell
      row={row}
      table={table}
      href={rowHref?.(row.original)}
      onActivate={onRowActivate === undefined ? undefined : () => onRowActivate(row.original)}
      linkComponent={linkComponent}
    />
  );

  if (!wide) {
    return (
      <DataTableCards
        table={table}
        label={label}
        loading={loading}
        emptyMessage={emptyMessage}
        layout={card}
        handlersOf={handlersOf}
        primary={primary}
        clickable={onRowActivate !== undefined}
      />
    );
  }

  let body;
  if (loading && rows.length === 0) {
    body = Array.from({ length: LOADING_ROWS }, (_, index) => (
      <Table.Row key={index} data-slot="data-table-placeholder">
        {Array.from({ length: columnCount }, (__, cell) => (
          <Table.Cell key={cell}>
            {/* Still, not pulsing: a placeholder, and the same in every screenshot. */}
            <div className={`h-4 rounded-sm bg-[var(--gray-5)] ${cell === 0 ? 'w-3/4' : 'w-11/12'}`} />
          </Table.Cell>
        ))}
      </Table.Row>
    ));
  } else if (rows.length === 0) {
    body = (
      <Table.Row>
        <Table.Cell colSpan={columnCount}>
          <Text as="p" color="gray" size="2" align="center" className="py-6" data-slot="data-table-empty">
            {emptyMessage}
          </Text>
        </Table.Cell>
      </Table.Row>
    );
  } else {
    body = rows.map((row) => (
      <Table.Row
        key={row.id}
        data-slot="data-table-row"
        className={onRowActivate === undefined ? undefined : 'cursor-pointer hover:bg-[var(--gray-a3)]'}
        {...handlersOf(row.original)}
      >
        {row.getAllCells().map((cell, index) => (
          // Cells keep to one line unless their column may wrap (`wrapColumns`).
          <Table.Cell
            key={cell.id}
            className={wrapColumns.includes(cell.column.id) ? 'min-w-[12ch]' : 'whitespace-nowrap'}
          >
            {index === 0 ? primary(row) : <table.FlexRender cell={cell} />}
          </Table.Cell>
        ))}
      </Table.Row>
    ));
  }

  return (
    <Table.Root
      keyboardScrollable
      variant="surface"
      size={{ initial: '1', sm: '2' }}
      data-slot="data-table"
      aria-busy={loading}
    >
      <caption className="sr-only">{label}</caption>
      <Table.Header>
        {table.getHeaderGroups().map((group) => (
          <Table.Row key={group.id}>
            {group.headers.map((header) => (
              <Table.ColumnHeaderCell key={header.id} colSpan={header.colSpan} className="whitespace-nowrap">
                {header.isPlaceholder ? null : <table.FlexRender header={header} />}
              </Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        ))}
      </Table.Header>
      <Table.Body>{body}</Table.Body>
    </Table.Root>
  );
}
