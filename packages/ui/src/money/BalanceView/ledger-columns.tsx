import { LEDGER_KIND_LABELS, type BalanceEntry, type LedgerKind } from '@comptoir/flight-domain';
import { createDataTableColumnHelper } from '../../kit/DataTable/use-data-table';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { Money } from '../../kit/Money/Money';
import { StatusBadge } from '../../kit/StatusBadge/StatusBadge';

const column = createDataTableColumnHelper<BalanceEntry>();

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
    header: 'Date',
    cell: (cell) => <DateDisplay value={cell.getValue()} format="dateTime" />,
  }),
  column.accessor('kind', {
    header: 'Kind',
    cell: (cell) => (
      <StatusBadge tone={KIND_TONES[cell.getValue()]}>{LEDGER_KIND_LABELS[cell.getValue()]}</StatusBadge>
    ),
  }),
  column.accessor('description', { header: 'Description' }),
  column.accessor((entry) => entry.reference ?? '—', { id: 'reference', header: 'Reference' }),
  column.accessor((entry) => entry.author ?? '—', { id: 'author', header: 'Author' }),
  column.accessor('amount', {
    header: 'Amount',
    cell: (cell) => (
      <Money centimes={cell.getValue()} {...(cell.getValue() < 0 ? { color: 'red' as const } : {})} />
    ),
  }),
  column.accessor('balanceAfter', {
    header: 'Balance after',
    cell: (cell) => <Money centimes={cell.getValue()} />,
  }),
]);
