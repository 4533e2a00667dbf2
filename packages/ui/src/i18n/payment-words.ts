import type { PaymentMethod } from '@comptoir/flight-domain';
import { m } from './paraglide/messages.js';

/** The payment methods (flight-domain's `PAYMENT_METHOD_LABELS`, English) in the interface's language. */
export const PAYMENT_METHOD_WORDS: Readonly<Record<PaymentMethod, () => string>> = {
  cash: m.search_payment_cash,
  'bank-transfer': m.search_payment_bank_transfer,
  check: m.search_payment_check,
  'local-bank-card': m.search_payment_local_card,
  'international-bank-card': m.search_payment_international_card,
};
