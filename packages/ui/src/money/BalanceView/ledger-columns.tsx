import type { BalanceEntry, LedgerKind } from '@comptoir/flight-domain';
import { createDataTableColumnHelper } from '../../kit/DataTable/use-data-table';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { Money } from '../../kit/Money/Money';
import { StatusBadge } from '../../kit/StatusBadge/StatusBadge';
import { m } from '../../i18n/paraglide/messages.js';

const column = createDataTableColumnHelper<BalanceEntry>();

/** A ledger entry's kind in the interface's language (a top-up, a debit, a refund). */
export function ledgerKindWords(kind: LedgerKind): string {
  return { credit: m.balance_kind_credit, debit: m.balance_kind_debit, refund: m.balance_kind_refund }[
    kind
  ]();
}

const KIND_TONES = { credit: 'success', debit: 'neutral', refund: 'warning' } as const satisfies Record<
  LedgerKind,
  'success' | 'neutral' | 'warning'
>;

/**
 * A ledger's columns, as an accountant reads a statement: when, what kind, what for, its reference
 * (locator, ticket number or payment reference) and author, the amount (debits in red) and the balance
 * after it. The server orders the ledger, newest first.
 */
export const ledgerColumns = column.columns([
  column.accessor('createdAt', {
    header: () => m.balance_column_date(),
    cell: (cell) => <DateDisplay value={cell.getValue()} format="dateTime" />,
  }),
  column.accessor('kind', {
    header: () => m.balance_kind(),
    cell: (cell) => (
      <StatusBadge tone={KIND_TONES[cell.getValue()]}>{ledgerKindWords(cell.getValue())}</StatusBadge>
    ),
  }),
  column.accessor('description', { header: () => m.balance_column_description() }),
  column.accessor((entry) => entry.reference ?? '—', {
    id: 'reference',
    header: () => m.balance_column_reference(),
  }),
  column.accessor((entry) => entry.author ?? '—', {
    id: 'author',
    header: () => m.balance_column_author(),
  }),
  column.accessor('amount', {
    header: () => m.balance_column_amount(),
    cell: (cell) => (
      <Money centimes={cell.getValue()} {...(cell.getValue() < 0 ? { color: 'red' as const } : {})} />
    ),
  }),
  column.accessor('balanceAfter', {
    header: () => m.balance_column_balance_after(),
    cell: (cell) => <Money centimes={cell.getValue()} />,
  }),
]);
