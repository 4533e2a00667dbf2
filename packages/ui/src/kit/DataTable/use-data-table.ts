import { createColumnHelper, tableFeatures, useTable, type RowData } from '@tanstack/react-table';

/**
 * No feature beyond TanStack Table's core (columns, headers, rows): the server pages (`DataTablePagination`
 * reads the list query, not the table) and no list is sorted by the client (SPEC §3's list query has no
 * order), so neither feature's code is in a page.
 */
const dataTableFeatures = tableFeatures({});
type DataTableFeatures = typeof dataTableFeatures;

/**
 * The column helper for a data table of `TData` rows (TanStack Table v9's `createColumnHelper`, bound to
 * the table's features).
 *
 * @example
 * const column = createDataTableColumnHelper<Reservation>();
 * const columns = column.columns([
 *   column.accessor('locator', { header: 'Locator' }),
 *   column.accessor('total', { header: 'Total', cell: (cell) => <Money centimes={cell.getValue()} /> }),
 * ]);
 */
export function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}

/** What `createDataTableColumnHelper<TData>().columns([...])` returns: a data table's columns. */
export type DataTableColumns<TData extends RowData> = ReturnType<
  ReturnType<typeof createDataTableColumnHelper<TData>>['columns']
>;

export interface UseDataTableOptions<TData extends RowData> {
  /** The columns, from `createDataTableColumnHelper<TData>().columns([...])`. */
  columns: DataTableColumns<TData>;
  /** The rows of the current page, as the server answered them. */
  data: TData[];
  /** A stable key per row. Default: the row's index on the page. */
  getRowId?: (row: TData, index: number) => string;
}

/**
 * A server-paged table's state (TanStack Table v9, headless): the caller fetches one page and passes its
 * rows; `DataTable` reads it. The page and its size are the list query's, shown and changed by
 * `DataTablePagination`.
 *
 * @example
 * const table = useDataTable({ columns, data: page.items, getRowId: (row) => row.id });
 * <DataTable table={table} label="Reservations" />
 * <DataTablePagination label="Reservations" paging={query} total={page.total} onPaginationChange={go} />
 */
export function useDataTable<TData extends RowData>({ columns, data, getRowId }: UseDataTableOptions<TData>) {
  return useTable({
    features: dataTableFeatures,
    columns,
    data,
    ...(getRowId === undefined ? {} : { getRowId }),
  });
}

/** The table `useDataTable` returns, which the parts read. */
export type DataTableInstance<TData extends RowData> = ReturnType<typeof useDataTable<TData>>;

/** One row of a data table's page, as `DataTable` renders it. */
export type DataTableRow<TData extends RowData> = ReturnType<
  DataTableInstance<TData>['getRowModel']
>['rows'][number];
