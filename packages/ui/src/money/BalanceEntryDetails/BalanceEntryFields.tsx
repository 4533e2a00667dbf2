import { LEDGER_KIND_LABELS, PAYMENT_METHOD_LABELS, type BalanceEntry } from '@comptoir/flight-domain';
import { DataList } from '@radix-ui/themes';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { Money } from '../../kit/Money/Money';
import { MoneyItem } from '../../kit/Money/MoneyItem';

/** A ledger entry's fields, as `BalanceEntryDetails` shows them once the entry has come. */
export function BalanceEntryFields({ entry }: { entry: BalanceEntry }) {
  return (
    <DataList.Root size="2" data-slot="balance-entry-details">
      <DataList.Item>
        <DataList.Label>Date</DataList.Label>
        <DataList.Value>
          <DateDisplay value={entry.createdAt} format="dateTime" />
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>Kind</DataList.Label>
        <DataList.Value>{LEDGER_KIND_LABELS[entry.kind]}</DataList.Value>
      </DataList.Item>
      <MoneyItem label="Amount" labelMinWidth={null} centimes={entry.amount} weight="bold" />
      <MoneyItem label="Balance after" labelMinWidth={null} centimes={entry.balanceAfter} />
      <DataList.Item>
        <DataList.Label>Reference</DataList.Label>
        <DataList.Value>{entry.reference ?? '—'}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>Author</DataList.Label>
        <DataList.Value>{entry.author ?? '—'}</DataList.Value>
      </DataList.Item>
      {entry.paymentMethod === undefined ? null : (
        <DataList.Item>
          <DataList.Label>Payment</DataList.Label>
          <DataList.Value>
            {PAYMENT_METHOD_LABELS[entry.paymentMethod]}
            {entry.surcharge === undefined || entry.surcharge === 0 ? null : (
              <>
                {' '}
                (surcharge <Money centimes={entry.surcharge} />)
              </>
            )}
          </DataList.Value>
        </DataList.Item>
      )}
    </DataList.Root>
  );
}
