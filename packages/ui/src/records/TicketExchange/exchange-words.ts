/**
 * The exchange search's messages (flight-domain's `exchangeSearchSchema`, English) in the interface's
 * language (decision 0056's convention): its own, then the search forms' (a missing airport or date).
 * Loaded with the exchange.
 */
import { inInterfaceLanguage } from '../../i18n/domain-words';
import { m } from '../../i18n/paraglide/messages.js';
import { SEARCH_MESSAGES } from '../../i18n/search-messages';

/** What the exchange search may say (`EXCHANGE_SEARCH_MESSAGES`, `FLIGHT_SEARCH_MESSAGES`), as the catalogue words it. */
export const EXCHANGE_SEARCH_WORDS = [
  m.exchange_error_same_airports,
  m.exchange_error_legs_out_of_order,
  ...SEARCH_MESSAGES,
];

/**
 * A message of the exchange search's check in the interface's language; one it does not know, as it comes.
 *
 * @example
 * exchangeMessageWords(EXCHANGE_SEARCH_MESSAGES.sameAirports) // 'Choisissez une destination différente de l'origine' in French
 */
export function exchangeMessageWords(message: string): string {
  return inInterfaceLanguage(message, EXCHANGE_SEARCH_WORDS);
}
