import { loadOnce } from '@comptoir/flight-domain';

/**
 * The chosen organization's balance, chart, ledger and top-up (`LedgerSection`): code of its own, which
 * /balance's loader fetches beside the ledger's data when an organization is chosen, so that the list of
 * organizations alone does not carry it, and the section never waits for its code once its data is in.
 */
export const loadLedgerSection = loadOnce(() => import('./LedgerSection'));
