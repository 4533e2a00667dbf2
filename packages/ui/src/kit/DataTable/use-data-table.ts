import {
  createColumnHelper,
  functionalUpdate,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';

const dataTableFeatures = tableFeatures({ rowPaginationFeature, rowSortingFeature });
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

/** The sort order: column ids, first one first. `[]` is the server's own order. */
export type DataTableSorting = SortingState;

/** The page shown, as the list query has it (SPEC §3): `page` from 1, `limit` 1 to 100. */
export interface DataTablePaging {
  page: number;
  limit: number;
}

export interface UseDataTableOptions<TData extends RowData> {
  /** The columns, from `createDataTableColumnHelper<TData>().columns([...])`. */
  columns: DataTableColumns<TData>;
  /** The rows of the current page, as the server answered them. */
  data: TData[];
  /** A stable key per row. Default: the row's index on the page. */
  getRowId?: (row: TData, index: number) => string;
  /** How many rows the server holds for this search (`Page.total`). */
  total: number;
  /** The page shown and its size (list query `page` and `limit`). */
  pagination: DataTablePaging;
  /** Called with the page and page size to show next (a page size change keeps the top row in view). */
  onPaginationChange: (pagination: DataTablePaging) => void;
  /** The server's sort order. Default: `[]`. */
  sorting?: DataTableSorting;
  /** Called when a sortable column's header is clicked; columns sort only when it is given. */
  onSortingChange?: (sorting: DataTableSorting) => void;
}

/**
 * A server-paginated table's state (TanStack Table v9, headless): the caller fetches one page and
 * passes its rows and total; the table's parts (`DataTable`, `DataTablePagination`) read it and report
 * what the user asks for next. Nothing is paged or sorted here: the server does it.
 *
 * @example
 * const table = useDataTable({ columns, data: page.items, total: page.total, pagination, onPaginationChange });
 * <DataTable table={table} label="Reservations" />
 * <DataTablePagination table={table} label="Reservations" />
 */
export function useDataTable<TData extends RowData>({
  columns,
  data,
  getRowId,
  total,
  pagination,
  onPaginationChange,
  sorting = [],
  onSortingChange,
}: UseDataTableOptions<TData>) {
  const state: PaginationState = { pageIndex: pagination.page - 1, pageSize: pagination.limit };
  return useTable({
    features: dataTableFeatures,
    columns,
    data,
    ...(getRowId === undefined ? {} : { getRowId }),
    rowCount: total,
    manualPagination: true,
    manualSorting: true,
    enableSorting: onSortingChange !== undefined,
    enableMultiSort: false,
    state: { pagination: state, sorting },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, state);
      onPaginationChange({ page: next.pageIndex + 1, limit: next.pageSize });
    },
    onSortingChange: (updater) => onSortingChange?.(functionalUpdate(updater, sorting)),
  });
}

/** The table `useDataTable` returns, which the parts read. */
export type DataTableInstance<TData extends RowData> = ReturnType<typeof useDataTable<TData>>;
