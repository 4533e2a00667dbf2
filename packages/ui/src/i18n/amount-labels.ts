import { inInterfaceLanguage } from './domain-words';
import { m } from './paraglide/messages.js';

/** What `parseFrenchAmount` may say (`FRENCH_AMOUNT_MESSAGES`), as the catalogue words it. */
export const AMOUNT_MESSAGES = [
  m.amount_empty,
  m.amount_dot,
  m.amount_negative,
  m.amount_decimals,
  m.amount_format,
  m.amount_too_large,
];

/**
 * Why a typed amount cannot be read (`parseFrenchAmount`'s message) in the interface's language; a
 * message it does not know, as it comes.
 *
 * @example
 * frenchAmountWords('Enter an amount') // 'Enter an amount', or 'Saisissez un montant' in French
 */
export function frenchAmountWords(message: string): string {
  return inInterfaceLanguage(message, AMOUNT_MESSAGES);
}
