import {
  checkTopUp,
  EMPTY_TOP_UP,
  hasSurcharge,
  parseFrenchAmount,
  PAYMENT_METHODS,
  previewTopUp,
  surchargeRateLabel,
  topUpBody,
  type BalanceEntryBody,
  type Centimes,
  type TopUpDraft,
} from '@comptoir/flight-domain';
import { Button, Callout, DataList, Dialog, Flex, Text } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { SelectField } from '../../kit/FormFields/SelectField';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { Money } from '../../kit/Money/Money';
import { MoneyItem } from '../../kit/Money/MoneyItem';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { TopUpButton } from './TopUp';
import { frenchAmountWords } from '../../i18n/amount-labels';
import { paymentMethodWords } from '../../i18n/payment-labels';
import { m } from '../../i18n/paraglide/messages.js';
import { withNodes } from '../../i18n/with-nodes';

export interface TopUpDialogProps {
  /** The organization credited. */
  organization: { id: string; name: string; balance: Centimes };
  /**
   * Sends POST /balance once the top-up is confirmed. The dialog waits for it: it closes when it
   * resolves and shows the error's message, keeping what was typed, when it rejects.
   */
  onTopUp: (body: BalanceEntryBody) => Promise<void>;
  /** Opens the dialog at once (stories). Default: closed until the "Top up" button. */
  defaultOpen?: boolean;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : m.topup_failed();
}

/**
 * The top-up of an organization's balance, in two steps: the form (amount in French format, payment
 * method with its SPEC §9 surcharge when it has one, reference), then a confirmation that shows the
 * new balance before anything is sent. "Confirm top-up" sends exactly once, however often it is
 * clicked.
 *
 * @example
 * <TopUpDialog organization={{ id, name, balance }} onTopUp={(body) => topUp.mutateAsync(body)} />
 */
export function TopUpDialog({ organization, onTopUp, defaultOpen = false }: TopUpDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [draft, setDraft] = useState<TopUpDraft>(EMPTY_TOP_UP);
  const [errors, setErrors] = useState<{ amount?: string; reference?: string }>({});
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);

  const paymentOptions = PAYMENT_METHODS.map((value) => ({ value, label: paymentMethodWords(value) }));
  const typed = parseFrenchAmount(draft.amount);
  const preview = typed.ok ? previewTopUp(organization.balance, typed.centimes, draft.paymentMethod) : null;
  const change = (next: Partial<TopUpDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors({});
  };

  function review() {
    const checked = checkTopUp(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setFailure(null);
    setStep('confirm');
  }

  async function confirm() {
    const checked = checkTopUp(draft);
    if (sending.current || !checked.ok) return;
    sending.current = true;
    setPending(true);
    setFailure(null);
    try {
      await onTopUp(topUpBody(organization.id, checked.centimes, draft.paymentMethod, checked.reference));
      setOpen(false);
      setDraft(EMPTY_TOP_UP);
      setStep('form');
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!pending) setOpen(next);
      }}
    >
      <Dialog.Trigger>
        <TopUpButton />
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px" data-slot="top-up-dialog" data-step={step}>
        <Dialog.Title>{m.topup_title({ name: organization.name })}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {step === 'form' ? m.topup_form_description() : m.topup_confirm_description()}
        </Dialog.Description>
        {step === 'form' ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              review();
            }}
          >
            <Flex direction="column" gap="3" mt="4">
              <TextInputField
                label={m.topup_amount()}
                value={draft.amount}
                onValueChange={(amount) => change({ amount })}
                inputMode="decimal"
                hint={m.topup_amount_hint()}
                error={errors.amount === undefined ? undefined : frenchAmountWords(errors.amount)}
              />
              <SelectField
                label={m.topup_payment_method()}
                value={draft.paymentMethod}
                options={paymentOptions}
                onChange={(paymentMethod) => change({ paymentMethod })}
              />
              {preview !== null && hasSurcharge(draft.paymentMethod) ? (
                <Callout.Root color="amber" highContrast size="1" data-slot="top-up-surcharge">
                  <Callout.Text>
                    {withNodes(m.topup_surcharge_notice, {
                      method: paymentMethodWords(draft.paymentMethod),
                      rate: surchargeRateLabel(draft.paymentMethod),
                      surcharge: <Money centimes={preview.surcharge} />,
                      charged: <Money centimes={preview.charged} />,
                    })}
                  </Callout.Text>
                </Callout.Root>
              ) : null}
              <TextInputField
                label={m.topup_reference()}
                value={draft.reference}
                onValueChange={(reference) => change({ reference })}
                maxLength={40}
                hint={m.topup_reference_hint()}
                // checkTopUp's only reference fault is a missing one.
                error={errors.reference === undefined ? undefined : m.topup_reference_required()}
              />
              <Flex gap="3" justify="end" mt="2">
                <Dialog.Close>
                  <Button type="button" variant="soft" color="gray">
                    {m.topup_cancel()}
                  </Button>
                </Dialog.Close>
                <Button type="submit">{m.topup_review()}</Button>
              </Flex>
            </Flex>
          </form>
        ) : (
          <Flex direction="column" gap="4" mt="4">
            {preview === null ? null : (
              <DataList.Root size="2" data-slot="top-up-summary">
                <MoneyItem
                  label={m.topup_amount_credited()}
                  labelMinWidth={null}
                  centimes={preview.credited}
                  weight="bold"
                />
                <DataList.Item>
                  <DataList.Label>{m.topup_payment()}</DataList.Label>
                  <DataList.Value>
                    {paymentMethodWords(draft.paymentMethod)} · {draft.reference.trim()}
                  </DataList.Value>
                </DataList.Item>
                {preview.surcharge > 0 ? (
                  <DataList.Item>
                    <DataList.Label>
                      {m.topup_surcharge({ rate: surchargeRateLabel(draft.paymentMethod) })}
                    </DataList.Label>
                    <DataList.Value>
                      <Money centimes={preview.surcharge} />
                      <Text color="gray">
                        &nbsp;{withNodes(m.topup_charged, { amount: <Money centimes={preview.charged} /> })}
                      </Text>
                    </DataList.Value>
                  </DataList.Item>
                ) : null}
                <MoneyItem
                  label={m.topup_balance_now()}
                  labelMinWidth={null}
                  centimes={preview.balanceBefore}
                />
                <MoneyItem
                  label={m.topup_new_balance()}
                  labelMinWidth={null}
                  centimes={preview.balanceAfter}
                  weight="bold"
                />
              </DataList.Root>
            )}
            <ErrorCallout message={failure} size="1" slot="top-up-error" />
            <Flex gap="3" justify="end" wrap="wrap">
              <Button variant="soft" color="gray" disabled={pending} onClick={() => setStep('form')}>
                {m.topup_back()}
              </Button>
              <Button
                loading={pending}
                aria-busy={pending}
                data-slot="top-up-confirm"
                onClick={() => void confirm()}
              >
                {m.topup_confirm()}
              </Button>
            </Flex>
          </Flex>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
