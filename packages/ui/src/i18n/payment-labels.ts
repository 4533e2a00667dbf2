import type { PaymentMethod } from '@comptoir/flight-domain';
import { m } from './paraglide/messages.js';

const PAYMENT_METHOD_MESSAGES = {
  cash: m.payment_cash,
  'bank-transfer': m.payment_bank_transfer,
  check: m.payment_check,
  'local-bank-card': m.payment_local_bank_card,
  'international-bank-card': m.payment_international_bank_card,
} as const satisfies Record<PaymentMethod, () => string>;

/**
 * A payment method (SPEC §3) in the interface's language.
 *
 * @example
 * paymentMethodWords('bank-transfer') // 'Bank transfer', or 'Virement bancaire' in French
 */
export function paymentMethodWords(method: PaymentMethod): string {
  return PAYMENT_METHOD_MESSAGES[method]();
}
