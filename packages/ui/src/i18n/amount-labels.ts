import { FRENCH_AMOUNT_MESSAGES } from '@comptoir/flight-domain';
import { m } from './paraglide/messages.js';

const AMOUNT_MESSAGES: ReadonlyMap<string, () => string> = new Map([
  [FRENCH_AMOUNT_MESSAGES.empty, m.amount_empty],
  [FRENCH_AMOUNT_MESSAGES.dot, m.amount_dot],
  [FRENCH_AMOUNT_MESSAGES.negative, m.amount_negative],
  [FRENCH_AMOUNT_MESSAGES.decimals, m.amount_decimals],
  [FRENCH_AMOUNT_MESSAGES.format, m.amount_format],
  [FRENCH_AMOUNT_MESSAGES.tooLarge, m.amount_too_large],
]);

/**
 * Why a typed amount cannot be read (`parseFrenchAmount`'s message) in the interface's language; a
 * message it does not know, as it comes.
 *
 * @example
 * frenchAmountWords('Enter an amount') // 'Enter an amount', or 'Saisissez un montant' in French
 */
export function frenchAmountWords(message: string): string {
  return AMOUNT_MESSAGES.get(message)?.() ?? message;
}
