import { LEDGER_KIND_LABELS, PAYMENT_METHOD_LABELS, type BalanceEntry } from '@comptoir/flight-domain';
import { DataList } from '@radix-ui/themes';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { Money } from '../../kit/Money/Money';
import { MoneyItem } from '../../kit/Money/MoneyItem';
import { LoadedContent } from '../../kit/RecordSection/LoadedContent';
import type { LoadState } from '../../kit/RecordSection/LoadedContent';

/**
 * One ledger entry (GET /balance/{id}): when, what, its reference, author, payment and surcharge, the
 * amount and the balance after it.
 *
 * @example
 * <BalanceEntryDetails entry={{ status: 'success', data: entry }} />
 */
export function BalanceEntryDetails({ entry }: { entry: LoadState<BalanceEntry> }) {
  return (
    <LoadedContent state={entry} loadingText="Loading the entry…" slot="block" retryLabel="Retry">
      {(data) => (
        <DataList.Root size="2" data-slot="balance-entry-details">
          <DataList.Item>
            <DataList.Label>Date</DataList.Label>
            <DataList.Value>
              <DateDisplay value={data.createdAt} format="dateTime" />
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Kind</DataList.Label>
            <DataList.Value>{LEDGER_KIND_LABELS[data.kind]}</DataList.Value>
          </DataList.Item>
          <MoneyItem label="Amount" labelMinWidth={null} centimes={data.amount} weight="bold" />
          <MoneyItem label="Balance after" labelMinWidth={null} centimes={data.balanceAfter} />
          <DataList.Item>
            <DataList.Label>Reference</DataList.Label>
            <DataList.Value>{data.reference ?? '—'}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Author</DataList.Label>
            <DataList.Value>{data.author ?? '—'}</DataList.Value>
          </DataList.Item>
          {data.paymentMethod === undefined ? null : (
            <DataList.Item>
              <DataList.Label>Payment</DataList.Label>
              <DataList.Value>
                {PAYMENT_METHOD_LABELS[data.paymentMethod]}
                {data.surcharge === undefined || data.surcharge === 0 ? null : (
                  <>
                    {' '}
                    (surcharge <Money centimes={data.surcharge} />)
                  </>
                )}
              </DataList.Value>
            </DataList.Item>
          )}
        </DataList.Root>
      )}
    </LoadedContent>
  );
}
