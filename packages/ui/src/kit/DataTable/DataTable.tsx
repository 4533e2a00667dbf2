import { ROUTING } from '@comptoir/flight-domain';
import { Text } from '@radix-ui/themes';
import type { RowData } from '@tanstack/react-table';
import { useEffect, useRef } from 'react';
import type { DataTableInstance } from './use-data-table';
import * as Table from './Table';

/** Placeholder rows shown while a first page loads. */
const LOADING_ROWS = 5;

export interface DataTableProps<TData extends RowData> {
  /** The table's state, from `useDataTable`. */
  table: DataTableInstance<TData>;
  /** Names the table for assistive technology, e.g. "Reservations". */
  label: string;
  /** Whether a page is being fetched: placeholder rows while there are none yet. Default: `false`. */
  loading?: boolean;
  /** Shown when there are no rows. Default: `Nothing here yet.` */
  emptyMessage?: string;
  /**
   * Called with the row clicked, or whose first cell's button is pressed (Enter or Space): that button is
   * the row's keyboard path. Omit it for rows that open nothing.
   */
  onRowActivate?: (row: TData) => void;
  /**
   * Called with a row the user shows intent to open: the pointer rests on it, or its first cell's button
   * gets the focus, for SPEC §9's intent delay (50 ms). The app preloads the row's page. Default: none.
   */
  onRowIntent?: (row: TData) => void;
}

/** Calls `onIntent` once the pointer or the focus has stayed on a row for the intent delay. */
function useRowIntent<TData>(onIntent: ((row: TData) => void) | undefined) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);
  if (onIntent === undefined) return () => ({});
  return (row: TData) => {
    const start = () => {
      cancel();
      timer.current = setTimeout(() => onIntent(row), ROUTING.preloadDelayMs);
    };
    return { onPointerEnter: start, onPointerLeave: cancel, onFocus: start, onBlur: cancel };
  };
}

const CELL_BUTTON =
  'cursor-pointer rounded-sm font-[inherit] font-medium text-[var(--accent-11)] underline-offset-2 outline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-[var(--accent-8)]';

/**
 * The table of a data table (Radix Themes' table around a `useDataTable` state): the columns' headers,
 * the page's rows, placeholders while a first page loads, and a message when there is nothing. Compose
 * it with `DataTableToolbar` and `DataTablePagination`.
 *
 * @example
 * <DataTable table={table} label="Tickets" loading={isFetching} onRowActivate={(ticket) => open(ticket)} />
 */
export function DataTable<TData extends RowData>({
  table,
  label,
  loading = false,
  emptyMessage = 'Nothing here yet.',
  onRowActivate,
  onRowIntent,
}: DataTableProps<TData>) {
  const intentOn = useRowIntent(onRowIntent);
  const columnCount = Math.max(1, table.getAllLeafColumns().length);
  const rows = table.getRowModel().rows;

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
        // A click anywhere on the row opens it; the first cell's button (below) is the keyboard path and
        // its click arrives here too.
        onClick={onRowActivate === undefined ? undefined : () => onRowActivate(row.original)}
        {...intentOn(row.original)}
      >
        {row.getAllCells().map((cell, index) => (
          // Cells keep to one line: on a narrow screen the table scrolls sideways instead.
          <Table.Cell key={cell.id} className="whitespace-nowrap">
            {index === 0 && onRowActivate !== undefined ? (
              <button type="button" className={CELL_BUTTON} data-slot="data-table-row-button">
                <table.FlexRender cell={cell} />
              </button>
            ) : (
              <table.FlexRender cell={cell} />
            )}
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
