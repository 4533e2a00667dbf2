export { BalanceView, type BalanceViewProps } from './BalanceView/BalanceView';
export type { LedgerSectionProps } from './BalanceView/LedgerSection';
export type { LedgerFilter, LedgerQuery } from './BalanceView/ledger-query';
export type { LoadState } from './load-state';
