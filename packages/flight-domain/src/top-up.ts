/**
 * The top-up form of /balance (SPEC §7 POST /balance): an amount typed in French format, a payment
 * method (SPEC §3) and the payment's reference, read into the body of the credit it sends.
 */
import type { BalanceEntryBody } from './balance-entry-body';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from './enumerations';
import { parseFrenchAmount } from './french-amount';
import { type Centimes, fromCentimes } from './money';

/**
 * What the top-up form holds: the text as typed, so that nothing typed is ever lost.
 *
 * @example
 * const draft: TopUpDraft = { amount: '1 234,56', paymentMethod: 'local-bank-card', reference: 'CB-1' };
 */
export interface TopUpDraft {
  amount: string;
  paymentMethod: PaymentMethod;
  reference: string;
}

/** An empty top-up form: bank transfer, the most common way agencies pay. */
export const EMPTY_TOP_UP: TopUpDraft = { amount: '', paymentMethod: 'bank-transfer', reference: '' };

/** The message of a missing payment reference. */
export const REFERENCE_MESSAGE = 'Enter the payment reference';

/** The draft read: the amount and reference, or a message per field in error. */
export type TopUpCheck =
  | { ok: true; centimes: Centimes; reference: string }
  | { ok: false; errors: { amount?: string; reference?: string } };

/**
 * Reads the draft: the amount in French format (`parseFrenchAmount`) and a non-empty reference.
 *
 * @example
 * checkTopUp({ amount: '1 234,56', paymentMethod: 'cash', reference: ' R1 ' }) // { ok: true, centimes: 123456, reference: 'R1' }
 */
export function checkTopUp(draft: TopUpDraft): TopUpCheck {
  const amount = parseFrenchAmount(draft.amount);
  const reference = draft.reference.trim();
  const referenceError = reference === '' ? REFERENCE_MESSAGE : undefined;
  if (!amount.ok || referenceError !== undefined)
    return {
      ok: false,
      errors: {
        ...(amount.ok ? {} : { amount: amount.message }),
        ...(referenceError === undefined ? {} : { reference: referenceError }),
      },
    };
  return { ok: true, centimes: amount.centimes, reference };
}

/**
 * The body of POST /balance for a checked top-up: a credit of the amount, described by its payment method.
 *
 * @example
 * topUpBody('org1', 123456, 'local-bank-card', 'CB-1')
 * // { organizationId: 'org1', kind: 'credit', amount: 1234.56, description: 'Top-up by local bank card', reference: 'CB-1', paymentMethod: 'local-bank-card' }
 */
export function topUpBody(
  organizationId: string,
  centimes: Centimes,
  paymentMethod: PaymentMethod,
  reference: string,
): BalanceEntryBody {
  return {
    organizationId,
    kind: 'credit',
    amount: fromCentimes(centimes),
    description: `Top-up by ${PAYMENT_METHOD_LABELS[paymentMethod].toLowerCase()}`,
    reference,
    paymentMethod,
  };
}
