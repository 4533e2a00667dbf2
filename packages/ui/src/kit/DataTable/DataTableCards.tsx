import { Text } from '@radix-ui/themes';
import type { RowData } from '@tanstack/react-table';
import { Fragment, type ReactNode } from 'react';
import { LOADING_ROWS } from './layout';
import type { useRowOpening } from './row-opening';
import type { DataTableInstance, DataTableRow } from './use-data-table';

/**
 * How a row reads as a phone's card, by column id: its first column is the card's title (the row's link
 * or button); the others named here take their place; columns named nowhere are left out of the card.
 *
 * @example
 * // RWBAUM                 [Confirmed]
 * // TAZI/AMINE +2
 * // CMN-CDG · 07/03/2026   1 234,56 MAD
 * { badge: 'status', amount: 'total', lines: [['passengers'], ['route', 'departureAt']] }
 */
export interface DataTableCardLayout {
  /** The column whose cell sits beside the title, at the right: the status badge. Default: none. */
  badge?: string;
  /** The column whose cell ends the card's last line, at the right: the amount. Default: none. */
  amount?: string;
  /** The lines under the title, each the cells of its columns, in order, separated by " · ". */
  lines: readonly (readonly string[])[];
}

interface DataTableCardsProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  label: string;
  loading: boolean;
  emptyMessage: string;
  /** The card's layout. Default: the title, then every other column's header and cell. */
  layout: DataTableCardLayout | undefined;
  handlersOf: ReturnType<typeof useRowOpening<TData>>;
  /** The row's first cell as its link, button or text (`PrimaryCell`). */
  primary: (row: DataTableRow<TData>) => ReactNode;
  /** Whether a click on a card opens it. */
  clickable: boolean;
}

const CARD =
  'rounded-[var(--radius-3)] border border-solid border-[var(--gray-a5)] bg-[var(--color-panel-solid)] p-3';

/** The cell of a column, by id, in a row. */
function cellOf<TData extends RowData>(row: DataTableRow<TData>, columnId: string | undefined) {
  return columnId === undefined ? undefined : row.getAllCells().find((cell) => cell.column.id === columnId);
}

/** A card as its layout places the cells: title and badge, then each line, the amount ending the last. */
function LaidOutCard<TData extends RowData>({
  row,
  table,
  layout,
  primary,
}: {
  row: DataTableRow<TData>;
  table: DataTableInstance<TData>;
  layout: DataTableCardLayout;
  primary: ReactNode;
}) {
  const badge = cellOf(row, layout.badge);
  const amount = cellOf(row, layout.amount);
  const lines = layout.lines.length === 0 ? [[]] : layout.lines;
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <Text size="2" className="min-w-0 break-words">
          {primary}
        </Text>
        {badge === undefined ? null : <table.FlexRender cell={badge} />}
      </div>
      {lines.map((line, index) => {
        const last = index === lines.length - 1;
        const cells = line.map((id) => cellOf(row, id)).filter((cell) => cell !== undefined);
        return (
          <div key={line.join(' ') || 'amount'} className="mt-1 flex items-end justify-between gap-2">
            <Text size="1" color="gray" className="min-w-0 break-words">
              {cells.map((cell, position) => (
                <Fragment key={cell.id}>
                  {position > 0 ? ' · ' : null}
                  <table.FlexRender cell={cell} />
                </Fragment>
              ))}
            </Text>
            {last && amount !== undefined ? (
              <Text size="2" weight="medium" className="shrink-0 whitespace-nowrap">
                <table.FlexRender cell={amount} />
              </Text>
            ) : null}
          </div>
        );
      })}
    </>
  );
}

/** A card without a layout: the title, then every other column's header and cell. */
function ListedCard<TData extends RowData>({
  row,
  table,
  primary,
}: {
  row: DataTableRow<TData>;
  table: DataTableInstance<TData>;
  primary: ReactNode;
}) {
  const headers = table.getFlatHeaders();
  return (
    <>
      <Text as="div" size="2">
        {primary}
      </Text>
      <dl className="m-0 mt-2 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1">
        {row
          .getAllCells()
          .slice(1)
          .map((cell) => {
            const header = headers.find((candidate) => candidate.column.id === cell.column.id);
            return (
              <Fragment key={cell.id}>
                <Text asChild size="1" color="gray">
                  <dt>{header === undefined ? null : <table.FlexRender header={header} />}</dt>
                </Text>
                <Text asChild size="2" className="m-0 min-w-0 break-words">
                  <dd>
                    <table.FlexRender cell={cell} />
                  </dd>
                </Text>
              </Fragment>
            );
          })}
      </dl>
    </>
  );
}

/**
 * A data table's rows as cards, one under another, for a phone (below 768 px): nothing scrolls
 * sideways, and each card shows what its layout names (`DataTableCardLayout`). Loading shows still
 * placeholder cards; no rows, the empty message. `DataTable` renders it below 768 px.
 */
export function DataTableCards<TData extends RowData>({
  table,
  label,
  loading,
  emptyMessage,
  layout,
  handlersOf,
  primary,
  clickable,
}: DataTableCardsProps<TData>) {
  const rows = table.getRowModel().rows;
  if (loading && rows.length === 0) {
    return (
      <ul
        aria-label={label}
        aria-busy
        className="m-0 flex list-none flex-col gap-2 p-0"
        data-slot="data-table"
      >
        {Array.from({ length: LOADING_ROWS }, (_, index) => (
          <li key={index} className={CARD} data-slot="data-table-placeholder">
            {/* Still, not pulsing: a placeholder, and the same in every screenshot. */}
            <div className="h-4 w-1/3 rounded-sm bg-[var(--gray-5)]" />
            <div className="mt-2 h-3 w-3/4 rounded-sm bg-[var(--gray-5)]" />
          </li>
        ))}
      </ul>
    );
  }
  if (rows.length === 0) {
    return (
      <div className={CARD} data-slot="data-table">
        <Text as="p" color="gray" size="2" align="center" className="py-4" data-slot="data-table-empty">
          {emptyMessage}
        </Text>
      </div>
    );
  }
  return (
    <ul
      aria-label={label}
      aria-busy={loading}
      className="m-0 flex list-none flex-col gap-2 p-0"
      data-slot="data-table"
      data-layout="cards"
    >
      {rows.map((row) => (
        <li
          key={row.id}
          data-slot="data-table-row"
          className={clickable ? `${CARD} cursor-pointer hover:bg-[var(--gray-a3)]` : CARD}
          {...handlersOf(row.original)}
        >
          {layout === undefined ? (
            <ListedCard row={row} table={table} primary={primary(row)} />
          ) : (
            <LaidOutCard row={row} table={table} layout={layout} primary={primary(row)} />
          )}
        </li>
      ))}
    </ul>
  );
}
