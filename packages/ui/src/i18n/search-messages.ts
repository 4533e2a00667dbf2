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
 * A search form's message in the interface's language; one it does not know (zod's own), as it comes.
 *
 * @example
 * searchMessageWords('Choose a departure date') // 'Choisissez une date de départ' in French
 */
export function searchMessageWords(message: string): string {
  return inInterfaceLanguage(message, SEARCH_MESSAGES);
}
