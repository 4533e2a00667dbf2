import {
  checkTopUp,
  EMPTY_TOP_UP,
  hasSurcharge,
  parseFrenchAmount,
  PAYMENT_METHOD_LABELS,
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

const PAYMENT_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

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
  return error instanceof Error && error.message !== '' ? error.message : 'The top-up failed. Try again.';
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
        <Dialog.Title>Top up {organization.name}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {step === 'form'
            ? 'The amount is credited to the balance; a card payment adds its surcharge on top.'
            : 'Check the top-up before it is sent.'}
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
                label="Amount (MAD)"
                value={draft.amount}
                onValueChange={(amount) => change({ amount })}
                inputMode="decimal"
                hint="French format, e.g. 1 234,56"
                error={errors.amount}
              />
              <SelectField
                label="Payment method"
                value={draft.paymentMethod}
                options={PAYMENT_OPTIONS}
                onChange={(paymentMethod) => change({ paymentMethod })}
              />
              {preview !== null && hasSurcharge(draft.paymentMethod) ? (
                <Callout.Root color="amber" highContrast size="1" data-slot="top-up-surcharge">
                  <Callout.Text>
                    {PAYMENT_METHOD_LABELS[draft.paymentMethod]} adds a{' '}
                    {surchargeRateLabel(draft.paymentMethod)} surcharge:{' '}
                    <Money centimes={preview.surcharge} />, so <Money centimes={preview.charged} /> is
                    charged.
                  </Callout.Text>
                </Callout.Root>
              ) : null}
              <TextInputField
                label="Payment reference"
                value={draft.reference}
                onValueChange={(reference) => change({ reference })}
                maxLength={40}
                hint="The transfer, check or card receipt number"
                error={errors.reference}
              />
              <Flex gap="3" justify="end" mt="2">
                <Dialog.Close>
                  <Button type="button" variant="soft" color="gray">
                    Cancel
                  </Button>
                </Dialog.Close>
                <Button type="submit">Review top-up</Button>
              </Flex>
            </Flex>
          </form>
        ) : (
          <Flex direction="column" gap="4" mt="4">
            {preview === null ? null : (
              <DataList.Root size="2" data-slot="top-up-summary">
                <MoneyItem
                  label="Amount credited"
                  labelMinWidth={null}
                  centimes={preview.credited}
                  weight="bold"
                />
                <DataList.Item>
                  <DataList.Label>Payment</DataList.Label>
                  <DataList.Value>
                    {PAYMENT_METHOD_LABELS[draft.paymentMethod]} · {draft.reference.trim()}
                  </DataList.Value>
                </DataList.Item>
                {preview.surcharge > 0 ? (
                  <DataList.Item>
                    <DataList.Label>Surcharge ({surchargeRateLabel(draft.paymentMethod)})</DataList.Label>
                    <DataList.Value>
                      <Money centimes={preview.surcharge} />
                      <Text color="gray">
                        &nbsp;(charged <Money centimes={preview.charged} />)
                      </Text>
                    </DataList.Value>
                  </DataList.Item>
                ) : null}
                <MoneyItem label="Balance now" labelMinWidth={null} centimes={preview.balanceBefore} />
                <MoneyItem
                  label="New balance"
                  labelMinWidth={null}
                  centimes={preview.balanceAfter}
                  weight="bold"
                />
              </DataList.Root>
            )}
            <ErrorCallout message={failure} size="1" slot="top-up-error" />
            <Flex gap="3" justify="end" wrap="wrap">
              <Button variant="soft" color="gray" disabled={pending} onClick={() => setStep('form')}>
                Back
              </Button>
              <Button
                loading={pending}
                aria-busy={pending}
                data-slot="top-up-confirm"
                onClick={() => void confirm()}
              >
                Confirm top-up
              </Button>
            </Flex>
          </Flex>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
