import { Link } from '@radix-ui/themes';
import type { RowData } from '@tanstack/react-table';
import type { AppShellLinkComponent } from '../AppShell/types';
import type { DataTableInstance, DataTableRow } from './use-data-table';

const CELL_BUTTON =
  'cursor-pointer rounded-sm font-[inherit] font-medium text-[var(--accent-11)] underline-offset-2 outline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-[var(--accent-8)]';

interface PrimaryCellProps<TData extends RowData> {
  row: DataTableRow<TData>;
  table: DataTableInstance<TData>;
  /** The page the row leads to: the cell is a link there. */
  href: string | undefined;
  /** Opens a row that has no page (a dialog, a panel): the cell is a button calling it then. */
  onActivate: (() => void) | undefined;
  linkComponent: AppShellLinkComponent;
}

/**
 * A row's first cell, its keyboard path (`data-slot="data-table-primary"`): a link to the row's page, or a
 * button when the row opens something without one, or its text.
 */
export function PrimaryCell<TData extends RowData>({
  row,
  table,
  href,
  onActivate,
  linkComponent: RouterLink,
}: PrimaryCellProps<TData>) {
  const cell = row.getAllCells()[0];
  const content = cell === undefined ? null : <table.FlexRender cell={cell} />;
  if (href !== undefined) {
    return (
      <Link asChild weight="medium" underline="hover">
        <RouterLink href={href} data-slot="data-table-primary">
          {content}
        </RouterLink>
      </Link>
    );
  }
  if (onActivate !== undefined) {
    return (
      <button type="button" className={CELL_BUTTON} data-slot="data-table-primary" onClick={onActivate}>
        {content}
      </button>
    );
  }
  return <span data-slot="data-table-primary">{content}</span>;
}
