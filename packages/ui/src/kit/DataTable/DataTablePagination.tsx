import { LIST_QUERY, listPosition, withPageSize, type ListPaging } from '@comptoir/flight-domain';
import { Flex, IconButton, Text } from '@radix-ui/themes';
import { OptionSelect } from '../OptionSelect/OptionSelect';
import { useId, type ReactNode } from 'react';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DoubleChevronLeftIcon,
  DoubleChevronRightIcon,
} from '../icons/icons';

/** Page sizes offered by default, up to the list query's maximum (100). */
const DEFAULT_LIMIT_OPTIONS = [10, 25, 50, LIST_QUERY.maxLimit] as const;

export interface DataTablePaginationProps {
  /** Names the pages for assistive technology: "Reservations" → "Reservations pages". */
  label: string;
  /** The page shown and its size (list query `page` and `limit`). */
  paging: ListPaging;
  /** How many rows the server holds for this search (`Page.total`). */
  total: number;
  /** Called with the page and page size to show next (a page size change keeps the top row in view). */
  onPaginationChange: (paging: ListPaging) => void;
  /** Page sizes offered (the current one is always among them). Default: 10, 25, 50 and 100. */
  limitOptions?: readonly number[];
}

interface PageMove {
  label: string;
  icon: ReactNode;
  /** Whether it goes towards the last page (and is disabled there). */
  forward: boolean;
  /** The page it goes to, from the page shown and the page count. */
  to: (page: number, pageCount: number) => number;
}

/** The pagination's arrow buttons, in order: two back, then (after "Page n of m") two forward. */
const PAGE_MOVES: readonly PageMove[] = [
  { label: 'First page', icon: <DoubleChevronLeftIcon />, forward: false, to: () => 1 },
  { label: 'Previous page', icon: <ChevronLeftIcon />, forward: false, to: (page) => page - 1 },
  { label: 'Next page', icon: <ChevronRightIcon />, forward: true, to: (page) => page + 1 },
  { label: 'Last page', icon: <DoubleChevronRightIcon />, forward: true, to: (_, pageCount) => pageCount },
];

/**
 * A data table's pagination: the page size (list query `limit`), the rows shown out of the total, and
 * first, previous, next and last page. What it asks for goes to `onPaginationChange`.
 *
 * @example
 * <DataTablePagination label="Tickets" paging={query} total={page.total}
 *   onPaginationChange={(next) => navigate({ search: { ...query, ...next } })} />
 */
export function DataTablePagination({
  label,
  paging,
  total,
  onPaginationChange,
  limitOptions = DEFAULT_LIMIT_OPTIONS,
}: DataTablePaginationProps) {
  const limitLabelId = useId();
  const { page, limit } = paging;
  const { pageCount, first, last, hasPrevious, hasNext } = listPosition(paging, total);
  const pageButton = ({ label, icon, forward, to }: PageMove) => (
    <IconButton
      key={label}
      size="1"
      variant="soft"
      color="gray"
      aria-label={label}
      disabled={forward ? !hasNext : !hasPrevious}
      onClick={() => onPaginationChange({ page: to(page, pageCount), limit })}
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
          onValueChange={(value) => onPaginationChange(withPageSize(paging, Number(value)))}
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
