import type { BalanceEntry } from '@comptoir/flight-domain';
import { lazy, Suspense, useEffect } from 'react';
import { LoadedContent, LoadingStatus } from '../../kit/RecordSection/LoadedContent';
import type { LoadState } from '../../kit/RecordSection/LoadedContent';
import { m } from '../../i18n/paraglide/messages.js';

/*
 * The entry's fields come with the first panel opened, not with the balance page: the panel
 * starts fetching them as it opens, while the entry itself is fetched, and shows them once both have come.
 */
const loadFields = () => import('./BalanceEntryFields');
const BalanceEntryFields = lazy(() =>
  loadFields().then((module) => ({ default: module.BalanceEntryFields })),
);

/**
 * One ledger entry (GET /balance/{id}): when, what, its reference, author, payment and surcharge, the
 * amount and the balance after it.
 *
 * @example
 * <BalanceEntryDetails entry={{ status: 'success', data: entry }} />
 */
export function BalanceEntryDetails({ entry }: { entry: LoadState<BalanceEntry> }) {
  const loadingText = m.balance_entry_loading(); // while the entry, or the code that shows it, is on its way
  useEffect(() => {
    loadFields().catch(() => undefined); // a prefetch only: the fields' own import reports a failure
  }, []);
  return (
    <LoadedContent state={entry} loadingText={loadingText} slot="block">
      {(data) => (
        <Suspense fallback={<LoadingStatus text={loadingText} slot="block" />}>
          <BalanceEntryFields entry={data} />
        </Suspense>
      )}
    </LoadedContent>
  );
}
