/**
 * An organization's ledger as a CSV file that a spreadsheet in French opens as it is: semicolons
 * between fields, decimal commas, no group separator, dates as ISO instants, fields quoted when they
 * hold a semicolon, a quote or a line break (RFC 4180 quoting).
 */
import { LEDGER_KIND_LABELS } from './balance-query';
import type { BalanceEntry } from './entities/balances';
import type { Centimes } from './money';

/** The header row, in the order of the fields. */
export const LEDGER_CSV_HEADER = [
  'Date',
  'Kind',
  'Description',
  'Reference',
  'Author',
  'Amount (MAD)',
  'Balance after (MAD)',
] as const;

function decimalComma(centimes: Centimes): string {
  const sign = centimes < 0 ? '-' : '';
  const digits = String(Math.abs(centimes)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)},${digits.slice(-2)}`;
}

function field(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The CSV text of ledger entries (amounts in centimes, as `balanceEntrySchema` decodes them), one line
 * per entry after the header, lines ended by CRLF.
 *
 * @example
 * ledgerCsv([{ id: 'B1', organizationId: 'o', amount: 123456, balanceAfter: 123456, kind: 'credit',
 *   description: 'Top-up', reference: 'VIR-1', createdAt: '2026-01-05T09:00:00+01:00' }])
 * // 'Date;Kind;Description;Reference;Author;Amount (MAD);Balance after (MAD)\r\n'
 * // + '2026-01-05T09:00:00+01:00;Top-up;Top-up;VIR-1;;1234,56;1234,56\r\n'
 */
export function ledgerCsv(entries: readonly BalanceEntry[]): string {
  const lines = entries.map((entry) =>
    [
      entry.createdAt,
      LEDGER_KIND_LABELS[entry.kind],
      entry.description,
      entry.reference ?? '',
      entry.author ?? '',
      decimalComma(entry.amount),
      decimalComma(entry.balanceAfter),
    ]
      .map(field)
      .join(';'),
  );
  return [LEDGER_CSV_HEADER.join(';'), ...lines].map((line) => `${line}\r\n`).join('');
}

/**
 * The file name of an organization's ledger export: `ledger-<slug of the name>-<today>.csv`.
 *
 * @example
 * ledgerCsvFileName('Menara Travel Marrakech', '2026-11-25') // 'ledger-menara-travel-marrakech-2026-11-25.csv'
 */
export function ledgerCsvFileName(organizationName: string, today: string): string {
  const slug = organizationName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `ledger-${slug || 'organization'}-${today}.csv`;
}
