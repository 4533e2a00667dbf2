import { LIST_QUERY } from '@comptoir/flight-domain';
import { Button, Callout, Flex, IconButton, Select, Table, Text, TextField, Spinner } from '@radix-ui/themes';
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
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DoubleChevronLeftIcon,
  DoubleChevronRightIcon,
} from '../icons/icons';

const dataTableFeatures = tableFeatures({ rowPaginationFeature, rowSortingFeature });
type DataTableFeatures = typeof dataTableFeatures;

/**
 * The column helper for a `DataTable` of `TData` rows (TanStack Table v9's `createColumnHelper`, bound to
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

/** What `createDataTableColumnHelper<TData>().columns([...])` returns: a DataTable's columns. */
export type DataTableColumns<TData extends RowData> = ReturnType<
  ReturnType<typeof createDataTableColumnHelper<TData>>['columns']
>;

/** The sort order: column ids, first one first. `[]` is the server's own order. */
export type DataTableSorting = SortingState;

/** The page shown, as the list query has it (SPEC §3): `page` from 1, `limit` 1 to 100. */
export interface DataTablePagination {
  page: number;
  limit: number;
}

/** Page sizes offered by default, up to the list query's maximum (100). */
const DEFAULT_LIMIT_OPTIONS = [10, 25, 50, LIST_QUERY.maxLimit] as const;

/** How long typing must pause before the search is sent. */
const DEFAULT_SEARCH_DEBOUNCE_MS = 300;

/** Placeholder rows shown while a first page loads. */
const LOADING_ROWS = 5;

export interface DataTableProps<TData extends RowData> {
  /** Names the table for assistive technology and the loading message, e.g. "Reservations". */
  label: string;
  /** The columns, from `createDataTableColumnHelper<TData>().columns([...])`. */
  columns: DataTableColumns<TData>;
  /** The rows of the current page, as the server answered them. */
  data: TData[];
  /** A stable key per row. Default: the row's index on the page. */
  getRowId?: (row: TData, index: number) => string;
  /** How many rows the server holds for this search (`Page.total`). */
  total: number;
  /** The page shown, from 1 (list query `page`). */
  page: number;
  /** Rows per page (list query `limit`), at most `LIST_QUERY.maxLimit` (100). */
  limit: number;
  /** Called with the page and page size to show next (page size changes keep the top row in view). */
  onPaginationChange: (pagination: DataTablePagination) => void;
  /** Page sizes offered. Default: 10, 25, 50 and 100. */
  limitOptions?: readonly number[];
  /** The search the rows answer (list query `search`). Default: none. */
  search?: string;
  /**
   * Called with the trimmed search text once typing pauses (or at once on Enter). The caller fetches
   * the first page for it. Omit it to show no search field.
   */
  onSearchChange?: (search: string) => void;
  /** The search field's placeholder. Default: `Search`. */
  searchPlaceholder?: string;
  /** How long typing must pause before `onSearchChange`, in ms. Default: 300. */
  searchDebounceMs?: number;
  /** The server's sort order. Default: `[]`. */
  sorting?: DataTableSorting;
  /** Called when a sortable column's header is clicked; columns sort only when it is given. */
  onSortingChange?: (sorting: DataTableSorting) => void;
  /** Whether a page is being fetched: placeholders without rows, dimmed rows with. Default: `false`. */
  loading?: boolean;
  /** Why the page could not be fetched; shown, with a retry, instead of the table. Default: none. */
  error?: string;
  /** Called by the error's retry button. */
  onRetry?: () => void;
  /** Shown when there are no rows. Default: `Nothing here yet.`, or `No results for “…”.` when searching. */
  emptyMessage?: string;
}

/** One of the pagination's arrow buttons. */
function PageButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton size="1" variant="soft" color="gray" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </IconButton>
  );
}

/** The search field: keeps what is typed, sends it once typing pauses. */
function SearchField({
  label,
  search,
  placeholder,
  debounceMs,
  onSearchChange,
}: {
  label: string;
  search: string;
  placeholder: string;
  debounceMs: number;
  onSearchChange: (search: string) => void;
}) {
  const [draft, setDraft] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  // A search changed from outside (back button, a link) replaces what the field shows.
  if (search !== shownSearch) {
    setShownSearch(search);
    setDraft(search);
  }
  const latest = useRef(onSearchChange);
  useEffect(() => {
    latest.current = onSearchChange;
  });
  useEffect(() => {
    if (draft.trim() === search) return undefined;
    const timer = setTimeout(() => latest.current(draft.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [draft, search, debounceMs]);

  return (
    <TextField.Root
      type="search"
      aria-label={`Search ${label.toLowerCase()}`}
      placeholder={placeholder}
      value={draft}
      className="w-full sm:w-72"
      data-slot="data-table-search"
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && draft.trim() !== search) onSearchChange(draft.trim());
      }}
    />
  );
}

function sortLabel(direction: false | 'asc' | 'desc'): ComponentProps<'th'>['aria-sort'] {
  if (direction === 'asc') return 'ascending';
  if (direction === 'desc') return 'descending';
  return 'none';
}

/**
 * A server-paginated table (TanStack Table v9, headless, in Radix Themes' table): the caller fetches
 * one page for `page`, `limit`, `search` and `sorting` and passes its rows and `total`; the table
 * reports what the user asks for next through `onPaginationChange`, `onSearchChange` (debounced) and
 * `onSortingChange`. Loading shows placeholders (or dims the previous rows), an error shows its message
 * and a retry button, and an empty page says so. Generic over the row type.
 *
 * @example
 * <DataTable
 *   label="Reservations"
 *   columns={reservationColumns}
 *   data={page.items}
 *   total={page.total}
 *   page={search.page}
 *   limit={search.limit}
 *   onPaginationChange={(next) => navigate({ search: (prev) => ({ ...prev, ...next }) })}
 *   onSearchChange={(text) => navigate({ search: (prev) => ({ ...prev, search: text, page: 1 }) })}
 * />
 */
export function DataTable<TData extends RowData>({
  label,
  columns,
  data,
  getRowId,
  total,
  page,
  limit,
  onPaginationChange,
  limitOptions = DEFAULT_LIMIT_OPTIONS,
  search = '',
  onSearchChange,
  searchPlaceholder = 'Search',
  searchDebounceMs = DEFAULT_SEARCH_DEBOUNCE_MS,
  sorting = [],
  onSortingChange,
  loading = false,
  error,
  onRetry,
  emptyMessage,
}: DataTableProps<TData>) {
  const limitLabelId = useId();
  const pagination: PaginationState = { pageIndex: page - 1, pageSize: limit };
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    ...(getRowId === undefined ? {} : { getRowId }),
    rowCount: total,
    manualPagination: true,
    manualSorting: true,
    enableSorting: onSortingChange !== undefined,
    enableMultiSort: false,
    state: { pagination, sorting },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      onPaginationChange({ page: next.pageIndex + 1, limit: next.pageSize });
    },
    onSortingChange: (updater) => onSortingChange?.(functionalUpdate(updater, sorting)),
  });

  const columnCount = Math.max(1, table.getAllLeafColumns().length);
  const rows = table.getRowModel().rows;
  const pageCount = Math.max(1, table.getPageCount());
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  const empty = emptyMessage ?? (search === '' ? 'Nothing here yet.' : `No results for “${search}”.`);
  const offered = limitOptions.includes(limit)
    ? limitOptions
    : [...limitOptions, limit].sort((a, b) => a - b);

  const errorView =
    error === undefined ? null : (
      <Callout.Root color="red" role="alert" data-slot="data-table-error">
        <Callout.Text>{error}</Callout.Text>
        {onRetry === undefined ? null : (
          <Flex>
            <Button size="1" variant="soft" color="red" highContrast onClick={onRetry}>
              Retry
            </Button>
          </Flex>
        )}
      </Callout.Root>
    );

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
            {empty}
          </Text>
        </Table.Cell>
      </Table.Row>
    );
  } else {
    body = rows.map((row) => (
      <Table.Row key={row.id} data-slot="data-table-row">
        {row.getAllCells().map((cell) => (
          // Cells keep to one line: on a narrow screen the table scrolls sideways instead.
          <Table.Cell key={cell.id} className="whitespace-nowrap">
            <table.FlexRender cell={cell} />
          </Table.Cell>
        ))}
      </Table.Row>
    ));
  }

  return (
    <Flex direction="column" gap="3" data-slot="data-table" aria-busy={loading}>
      {onSearchChange === undefined ? null : (
        <SearchField
          label={label}
          search={search}
          placeholder={searchPlaceholder}
          debounceMs={searchDebounceMs}
          onSearchChange={onSearchChange}
        />
      )}
      {loading ? (
        <Flex role="status" align="center" gap="2" data-slot="data-table-loading">
          <Spinner size="1" />
          <Text size="1" color="gray">
            Loading {label.toLowerCase()}…
          </Text>
        </Flex>
      ) : null}
      {errorView ?? (
        <>
          <Table.Root variant="surface" size={{ initial: '1', sm: '2' }}>
            <caption className="sr-only">{label}</caption>
            <Table.Header>
              {table.getHeaderGroups().map((group) => (
                <Table.Row key={group.id}>
                  {group.headers.map((header) => {
                    const direction = header.column.getIsSorted();
                    const canSort = header.column.getCanSort();
                    return (
                      <Table.ColumnHeaderCell
                        key={header.id}
                        colSpan={header.colSpan}
                        aria-sort={canSort ? sortLabel(direction) : undefined}
                        className="whitespace-nowrap"
                      >
                        {header.isPlaceholder ? null : canSort ? (
                          <button
                            type="button"
                            className="inline-flex cursor-pointer items-center gap-1 rounded-sm font-[inherit] outline-offset-2 focus-visible:outline-2 focus-visible:outline-[var(--accent-8)]"
                            data-slot="data-table-sort"
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            <table.FlexRender header={header} />
                            <span aria-hidden className="w-3 text-[var(--gray-11)]">
                              {direction === 'asc' ? '↑' : direction === 'desc' ? '↓' : '↕'}
                            </span>
                          </button>
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </Table.ColumnHeaderCell>
                    );
                  })}
                </Table.Row>
              ))}
            </Table.Header>
            <Table.Body>{body}</Table.Body>
          </Table.Root>
          <Flex
            align="center"
            justify="between"
            gap="3"
            wrap="wrap"
            data-slot="data-table-pagination"
            aria-label={`${label} pages`}
            role="navigation"
          >
            <Flex align="center" gap="2">
              <Text id={limitLabelId} size="2" color="gray">
                Rows per page
              </Text>
              <Select.Root
                size="1"
                value={String(limit)}
                onValueChange={(value) => table.setPageSize(Number(value))}
              >
                <Select.Trigger aria-labelledby={limitLabelId} />
                <Select.Content>
                  {offered.map((option) => (
                    <Select.Item key={option} value={String(option)}>
                      {option}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
            <Flex align="center" gap="3" wrap="wrap">
              <Text size="2" color="gray" data-slot="data-table-range">
                {first}–{last} of {total}
              </Text>
              <Flex align="center" gap="1">
                <PageButton
                  label="First page"
                  disabled={!table.getCanPreviousPage()}
                  onClick={() => table.firstPage()}
                >
                  <DoubleChevronLeftIcon />
                </PageButton>
                <PageButton
                  label="Previous page"
                  disabled={!table.getCanPreviousPage()}
                  onClick={() => table.previousPage()}
                >
                  <ChevronLeftIcon />
                </PageButton>
                <Text size="2" className="px-1 whitespace-nowrap" data-slot="data-table-page">
                  Page {page} of {pageCount}
                </Text>
                <PageButton
                  label="Next page"
                  disabled={!table.getCanNextPage()}
                  onClick={() => table.nextPage()}
                >
                  <ChevronRightIcon />
                </PageButton>
                <PageButton
                  label="Last page"
                  disabled={!table.getCanNextPage()}
                  onClick={() => table.lastPage()}
                >
                  <DoubleChevronRightIcon />
                </PageButton>
              </Flex>
            </Flex>
          </Flex>
        </>
      )}
    </Flex>
  );
}
