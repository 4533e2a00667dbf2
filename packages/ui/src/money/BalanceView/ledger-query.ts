import type { BalanceListQuery, ListQuery } from '@comptoir/flight-domain';

/** The ledger's filters: one kind, and a range of days. */
export type LedgerFilter = Pick<BalanceListQuery, 'kind' | 'from' | 'to'>;

/** One organization's ledger query: the page (SPEC §3 list query) and its filters. */
export type LedgerQuery = ListQuery & LedgerFilter;
