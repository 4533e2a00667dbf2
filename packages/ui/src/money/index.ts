export { BalanceView, type BalanceViewProps } from './BalanceView/BalanceView';
export type { LedgerSectionProps } from './BalanceView/LedgerSection';
export { loadLedgerSection } from './BalanceView/load-ledger-section';
export type { LedgerFilter, LedgerQuery } from './BalanceView/ledger-query';
export type { LoadState } from '../kit/RecordSection/LoadedContent';
export { BalanceEntryDetails } from './BalanceEntryDetails/BalanceEntryDetails';
export { MarkupsView, type MarkupEditing, type MarkupsViewProps } from './MarkupsView/MarkupsView';
