import { MULTI_CITY } from '@comptoir/flight-domain';
import { inInterfaceLanguage, withValues } from './domain-words';
import { m } from './paraglide/messages.js';

/**
 * What the search schemas may say (`FLIGHT_SEARCH_MESSAGES`, `INVALID_PASSENGERS_MESSAGE`), as the
 * catalogue words it.
 */
export const SEARCH_MESSAGES = [
  m.search_error_from,
  m.search_error_to,
  m.search_error_date,
  m.search_error_return_date,
  m.search_error_return_before_departure,
  withValues(m.search_error_too_few_destinations, { count: MULTI_CITY.minDestinations }),
  withValues(m.search_error_too_many_destinations, { count: MULTI_CITY.maxDestinations }),
  m.search_error_passengers,
];

/**
 * What the search's and /book's rules may say of a link's search parameters (`OFFER_REFERENCE_MESSAGES`,
 * SPEC §2's words, for /book), as the catalogue words it.
 */
export const SEARCH_LINK_MESSAGES = [
  ...SEARCH_MESSAGES,
  m.rest_link_missing_offer_id,
  m.rest_link_missing_product_id,
  m.rest_link_missing_identifier,
];

/**
 * A search form's message in the interface's language; one it does not know (zod's own), as it comes.
 *
 * @example
 * searchMessageWords('Choose a departure date') // 'Choisissez une date de départ' in French
 */
export function searchMessageWords(message: string): string {
  return inInterfaceLanguage(message, SEARCH_MESSAGES);
}
