import { LIST_QUERY } from '@comptoir/flight-domain';
import { Flex, IconButton, Select, Text } from '@radix-ui/themes';
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
          <PageButton label="Next page" disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
            <ChevronRightIcon />
          </PageButton>
          <PageButton label="Last page" disabled={!table.getCanNextPage()} onClick={() => table.lastPage()}>
            <DoubleChevronRightIcon />
          </PageButton>
        </Flex>
      </Flex>
    </Flex>
  );
}
