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
import { m } from '../../i18n/paraglide/messages.js';

/** "1 page", "8 pages". */

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

/** Where the page shown stands (`listPosition`). */
type Position = ReturnType<typeof listPosition>;

/**
 * A message as the words and numbers of every list's picture were laid out: each run of digits a text
 * node of its own (one node for the whole line moves its glyphs by a pixel).
 */
function inNodes(text: string): string[] {
  return text.split(/(\d+)/).filter((part) => part !== '');
}

interface PageMove {
  /** Its name, in the interface's language when the button is drawn. */
  label: () => string;
  icon: ReactNode;
  /** Whether it can be used from the page shown. */
  enabled: (position: Position) => boolean;
  /** The page it goes to, from the page shown and the page count. */
  to: (page: number, pageCount: number) => number;
}

/**
 * The pagination's arrow buttons, in order: two back, then (after "Page n of m") two forward. From a page
 * past the end, "Previous page" and "Last page" both go to the last page.
 */
const PAGE_MOVES: readonly PageMove[] = [
  {
    label: m.kit_pagination_first,
    icon: <DoubleChevronLeftIcon />,
    enabled: (at) => at.hasPrevious,
    to: () => 1,
  },
  {
    label: m.kit_pagination_previous,
    icon: <ChevronLeftIcon />,
    enabled: (at) => at.hasPrevious,
    to: (page, pageCount) => Math.min(page - 1, pageCount),
  },
  {
    label: m.kit_pagination_next,
    icon: <ChevronRightIcon />,
    enabled: (at) => at.hasNext,
    to: (page) => page + 1,
  },
  {
    label: m.kit_pagination_last,
    icon: <DoubleChevronRightIcon />,
    enabled: (at) => at.hasNext || at.beyondEnd,
    to: (_, pageCount) => pageCount,
  },
];

/**
 * A data table's pagination: the page size (list query `limit`), the rows shown out of the total, and
 * first, previous, next and last page. What it asks for goes to `onPaginationChange`. A page past the
 * end (`?page=99` of 8 pages) says so, shows no rows (`0–0 of 78`) and leads back to the last page.
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
  const position = listPosition(paging, total);
  const { pageCount, first, last, beyondEnd } = position;
  const pageButton = ({ label, icon, enabled, to }: PageMove) => (
    <IconButton
      key={label()}
      size="1"
      variant="soft"
      color="gray"
      aria-label={label()}
      disabled={!enabled(position)}
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
      aria-label={m.kit_pagination_label({ label })}
      role="navigation"
    >
      <Flex align="center" gap="2">
        <Text id={limitLabelId} size="2" color="gray">
          {m.kit_pagination_rows_per_page()}
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
          {inNodes(m.kit_pagination_range({ first, last, total }))}
        </Text>
        <Flex align="center" gap="1">
          {PAGE_MOVES.slice(0, 2).map(pageButton)}
          <Text size="2" className="px-1 whitespace-nowrap" data-slot="data-table-page">
            {inNodes(
              beyondEnd
                ? m.kit_pagination_beyond_end({ page, pageCount })
                : m.kit_pagination_page({ page, pageCount }),
            )}
          </Text>
          {PAGE_MOVES.slice(2).map(pageButton)}
        </Flex>
      </Flex>
    </Flex>
  );
}
