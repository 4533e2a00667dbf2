/**
 * The exchange search's messages (flight-domain's `exchangeSearchSchema`, English) in the interface's
 * language: its own, then the search forms' (a missing airport or date). Loaded with the exchange.
 */
import { EXCHANGE_SEARCH_MESSAGES } from '@comptoir/flight-domain';
import { m } from '../../i18n/paraglide/messages.js';
import { searchMessageWords } from '../../i18n/search-messages';

const EXCHANGE_MESSAGE_WORDS: Readonly<Record<string, () => string>> = {
  [EXCHANGE_SEARCH_MESSAGES.sameAirports]: m.exchange_error_same_airports,
  [EXCHANGE_SEARCH_MESSAGES.legsOutOfOrder]: m.exchange_error_legs_out_of_order,
};

/**
 * A message of the exchange search's check in the interface's language; one it does not know, as it comes.
 *
 * @example
 * exchangeMessageWords(EXCHANGE_SEARCH_MESSAGES.sameAirports) // 'Choisissez une destination différente de l'origine' in French
 */
export function exchangeMessageWords(message: string): string {
  return Object.hasOwn(EXCHANGE_MESSAGE_WORDS, message)
    ? (EXCHANGE_MESSAGE_WORDS[message]?.() ?? message)
    : searchMessageWords(message);
}
