/**
 * The exchange's last step: the new flight, what it costs or refunds, and adding it to the workbench,
 * whose commit makes it happen.
 */
import {
  exchangeSettlement,
  type ExchangeModifyOffer,
  type ExchangeOffer,
  type Ticket,
} from '@comptoir/flight-domain';
import { Button, Callout, DataList } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { MoneyItem } from '../../kit/Money/MoneyItem';
import { m } from '../../i18n/paraglide/messages.js';
import { SignedMoney, StepError, StepFooter, type CallState } from './exchange-steps';

export function ConfirmStep({
  heading,
  offer,
  ticket,
  state,
  onConfirm,
  onBack,
}: {
  heading: ReactNode;
  offer: ExchangeOffer;
  ticket: Ticket;
  state: CallState<ExchangeModifyOffer>;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const settlement = exchangeSettlement(offer);
  const done = state.status === 'done';
  return (
    <>
      {heading}
      <DataList.Root
        size="2"
        orientation={{ initial: 'vertical', sm: 'horizontal' }}
        data-slot="exchange-review"
      >
        <DataList.Item>
          <DataList.Label minWidth="180px">{m.exchange_new_flight()}</DataList.Label>
          <DataList.Value>{offer.description}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="180px">{m.exchange_departs()}</DataList.Label>
          <DataList.Value>
            <DateDisplay value={offer.departureAt} format="dateTime" />
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="180px">{m.exchange_fare_difference()}</DataList.Label>
          <DataList.Value>
            <SignedMoney centimes={settlement.fareDifference} />
          </DataList.Value>
        </DataList.Item>
        <MoneyItem
          label={m.exchange_change_penalty()}
          labelMinWidth="180px"
          centimes={settlement.penalty}
          size="2"
        />
        <MoneyItem
          label={m.exchange_debited()}
          labelMinWidth="180px"
          slot="exchange-amount-due"
          centimes={settlement.amountDue}
          size="2"
          weight="bold"
        />
        {settlement.refund > 0 ? (
          <MoneyItem
            label={m.exchange_refunded()}
            labelMinWidth="180px"
            slot="exchange-refund"
            centimes={settlement.refund}
            size="2"
            weight="bold"
          />
        ) : null}
      </DataList.Root>
      {state.status === 'failed' ? <StepError message={state.message} onRetry={onConfirm} /> : null}
      {done ? (
        <Callout.Root color="green" role="status" size="1" data-slot="exchange-done">
          <Callout.Text>{m.exchange_done({ number: ticket.number })}</Callout.Text>
        </Callout.Root>
      ) : null}
      <StepFooter>
        <Button variant="soft" color="gray" onClick={onBack} disabled={done || state.status === 'pending'}>
          {m.exchange_back()}
        </Button>
        {state.status === 'failed' ? (
          <span />
        ) : (
          <Button
            onClick={onConfirm}
            disabled={done}
            loading={state.status === 'pending'}
            aria-busy={state.status === 'pending'}
          >
            {m.exchange_add()}
          </Button>
        )}
      </StepFooter>
    </>
  );
}
