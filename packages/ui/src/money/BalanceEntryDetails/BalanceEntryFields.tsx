import type { BalanceEntry } from '@comptoir/flight-domain';
import { DataList } from '@radix-ui/themes';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { Money } from '../../kit/Money/Money';
import { MoneyItem } from '../../kit/Money/MoneyItem';
import { withNodes } from '../../i18n/with-nodes';
import { paymentMethodWords } from '../../i18n/payment-labels';
import { m } from '../../i18n/paraglide/messages.js';
import { ledgerKindWords } from '../BalanceView/ledger-columns';

/** A ledger entry's fields, as `BalanceEntryDetails` shows them once the entry has come. */
export function BalanceEntryFields({ entry }: { entry: BalanceEntry }) {
  return (
    <DataList.Root size="2" data-slot="balance-entry-details">
      <DataList.Item>
        <DataList.Label>{m.balance_column_date()}</DataList.Label>
        <DataList.Value>
          <DateDisplay value={entry.createdAt} format="dateTime" />
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{m.balance_kind()}</DataList.Label>
        <DataList.Value>{ledgerKindWords(entry.kind)}</DataList.Value>
      </DataList.Item>
      <MoneyItem
        label={m.balance_column_amount()}
        labelMinWidth={null}
        centimes={entry.amount}
        weight="bold"
      />
      <MoneyItem
        label={m.balance_column_balance_after()}
        labelMinWidth={null}
        centimes={entry.balanceAfter}
      />
      <DataList.Item>
        <DataList.Label>{m.balance_column_reference()}</DataList.Label>
        <DataList.Value>{entry.reference ?? '—'}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{m.balance_column_author()}</DataList.Label>
        <DataList.Value>{entry.author ?? '—'}</DataList.Value>
      </DataList.Item>
      {entry.paymentMethod === undefined ? null : (
        <DataList.Item>
          <DataList.Label>{m.balance_entry_payment()}</DataList.Label>
          <DataList.Value>
            {paymentMethodWords(entry.paymentMethod)}
            {entry.surcharge === undefined || entry.surcharge === 0 ? null : (
              <> {withNodes(m.balance_entry_surcharge, { amount: <Money centimes={entry.surcharge} /> })}</>
            )}
          </DataList.Value>
        </DataList.Item>
      )}
    </DataList.Root>
  );
}
