/**
 * The ledger's CSV export, fetched at the first export (`ledger-export.ts`), not with the balance page:
 * the whole-ledger fetch, the CSV writer and the file saving.
 */
import {
  LIST_QUERY,
  ledgerCsv,
  ledgerCsvFileName,
  type BalanceEntry,
  type BalanceListQueryInput,
} from '@comptoir/flight-domain';
import { saveBlob } from './save-blob';
import { balancesApi } from './endpoints/balances';

/**
 * Every entry of a ledger query (all its pages, at the largest page size), oldest first, as the CSV
 * export needs them.
 */
async function fetchWholeLedger(query: BalanceListQueryInput): Promise<BalanceEntry[]> {
  const entries: BalanceEntry[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await balancesApi.list({ query: { ...query, page, limit: LIST_QUERY.maxLimit } });
    entries.push(...answer.items);
    if (answer.items.length === 0 || entries.length >= answer.total) return entries.reverse();
  }
}

/**
 * Downloads the entries of a ledger query (every page, search and filters kept) as a CSV file named
 * after the organization and the day (`ledgerCsvFileName`).
 */
export async function saveLedgerCsv(
  query: BalanceListQueryInput,
  organizationName: string,
  today: string,
): Promise<void> {
  const entries = await fetchWholeLedger(query);
  saveBlob(
    new Blob([ledgerCsv(entries)], { type: 'text/csv;charset=utf-8' }),
    ledgerCsvFileName(organizationName, today),
  );
}
