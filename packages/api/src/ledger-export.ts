import type { BalanceListQueryInput } from '@comptoir/flight-domain';

/**
 * Downloads the entries of a ledger query (every page, search and filters kept) as a CSV file named
 * after the organization and the day, e.g. `ledger-menara-travel-marrakech-2026-11-25.csv`. The export's
 * code comes with the first export, not with the balance page.
 *
 * @example
 * await downloadLedgerCsv({ organizationId: 'org_marrakech', kind: 'credit' }, 'Menara Travel Marrakech', '2026-11-25');
 */
export async function downloadLedgerCsv(
  query: BalanceListQueryInput,
  organizationName: string,
  today: string,
): Promise<void> {
  const { saveLedgerCsv } = await import('./download-ledger');
  await saveLedgerCsv(query, organizationName, today);
}
