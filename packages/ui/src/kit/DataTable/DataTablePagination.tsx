import { LIST_QUERY } from '@comptoir/flight-domain';
import { Flex, IconButton, Text } from '@radix-ui/themes';
import { OptionSelect } from '../OptionSelect/OptionSelect';
import type { RowData } from '@tanstack/react-table';
import { useId, type ReactNode } from 'react';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DoubleChevronLeftIcon,
  DoubleChevronRightIcon,
} from '../icons/icons';
import type { DataTableInstance } from './use-data-table';

/** Page sizes offered by default, up to the list query's maximum (100). */
const DEFAULT_LIMIT_OPTIONS = [10, 25, 50, LIST_QUERY.maxLimit] as const;

export interface DataTablePaginationProps<TData extends RowData> {
  /** The table's state, from `useDataTable`. */
  table: DataTableInstance<TData>;
  /** Names the pages for assistive technology: "Reservations" → "Reservations pages". */
  label: string;
  /** Page sizes offered (the current one is always among them). Default: 10, 25, 50 and 100. */
  limitOptions?: readonly number[];
}

interface PageMove {
  label: string;
  icon: ReactNode;
  /** Whether it goes towards the last page (and is disabled there). */
  forward: boolean;
  move: (
    table: Pick<DataTableInstance<RowData>, 'firstPage' | 'previousPage' | 'nextPage' | 'lastPage'>,
  ) => void;
}

/** The pagination's arrow buttons, in order: two back, then (after "Page n of m") two forward. */
const PAGE_MOVES: readonly PageMove[] = [
  {
    label: 'First page',
    icon: <DoubleChevronLeftIcon />,
    forward: false,
    move: (table) => table.firstPage(),
  },
  {
    label: 'Previous page',
    icon: <ChevronLeftIcon />,
    forward: false,
    move: (table) => table.previousPage(),
  },
  { label: 'Next page', icon: <ChevronRightIcon />, forward: true, move: (table) => table.nextPage() },
  { label: 'Last page', icon: <DoubleChevronRightIcon />, forward: true, move: (table) => table.lastPage() },
];

/**
 * A data table's pagination: the page size (list query `limit`), the rows shown out of the total, and
 * first, previous, next and last page. What it asks for goes to `useDataTable`'s `onPaginationChange`.
 *
 * @example
 * <DataTablePagination table={table} label="Tickets" />
 */
export function DataTablePagination<TData extends RowData>({
  table,
  label,
  limitOptions = DEFAULT_LIMIT_OPTIONS,
}: DataTablePaginationProps<TData>) {
  const limitLabelId = useId();
  const { pageIndex, pageSize: limit } = table.state.pagination;
  const page = pageIndex + 1;
  const total = table.getRowCount();
  const pageCount = Math.max(1, table.getPageCount());
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  const pageButton = ({ label, icon, forward, move }: PageMove) => (
    <IconButton
      key={label}
      size="1"
      variant="soft"
      color="gray"
      aria-label={label}
      disabled={forward ? !table.getCanNextPage() : !table.getCanPreviousPage()}
      onClick={() => move(table)}
    >
      {icon}
    </IconButton>
  );
  const offered = limitOptions.includes(limit)
    ? limitOptions
    : [...limitOptions, limit].sort((a, b) => a - b);

  return (
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
        <OptionSelect
          size="1"
          value={String(limit)}
          options={offered.map((option) => ({ value: String(option), label: String(option) }))}
          onValueChange={(value) => table.setPageSize(Number(value))}
          aria-labelledby={limitLabelId}
        />
      </Flex>
      <Flex align="center" gap="3" wrap="wrap">
        <Text size="2" color="gray" data-slot="data-table-range">
          {first}–{last} of {total}
        </Text>
        <Flex align="center" gap="1">
          {PAGE_MOVES.slice(0, 2).map(pageButton)}
          <Text size="2" className="px-1 whitespace-nowrap" data-slot="data-table-page">
            Page {page} of {pageCount}
          </Text>
          {PAGE_MOVES.slice(2).map(pageButton)}
        </Flex>
      </Flex>
    </Flex>
  );
}
