import { FLIGHT_SEARCH_MESSAGES, INVALID_PASSENGERS_MESSAGE, MULTI_CITY } from '@comptoir/flight-domain';
import { m } from './paraglide/messages.js';

/** The search forms' messages (flight-domain's schemas word them in English), by their English. */
const SEARCH_MESSAGE_WORDS: Readonly<Record<string, () => string>> = {
  [FLIGHT_SEARCH_MESSAGES.from]: m.search_error_from,
  [FLIGHT_SEARCH_MESSAGES.to]: m.search_error_to,
  [FLIGHT_SEARCH_MESSAGES.date]: m.search_error_date,
  [FLIGHT_SEARCH_MESSAGES.returnDate]: m.search_error_return_date,
  [FLIGHT_SEARCH_MESSAGES.returnBeforeDeparture]: m.search_error_return_before_departure,
  [FLIGHT_SEARCH_MESSAGES.tooFewDestinations]: () =>
    m.search_error_too_few_destinations({ count: MULTI_CITY.minDestinations }),
  [FLIGHT_SEARCH_MESSAGES.tooManyDestinations]: () =>
    m.search_error_too_many_destinations({ count: MULTI_CITY.maxDestinations }),
  [INVALID_PASSENGERS_MESSAGE]: m.search_error_passengers,
};

/**
 * A search form's message in the interface's language; one it does not know (zod's own), as it comes.
 *
 * @example
 * searchMessageWords('Choose a departure date') // 'Choisissez une date de départ' in French
 */
export function searchMessageWords(message: string): string {
  return Object.hasOwn(SEARCH_MESSAGE_WORDS, message)
    ? (SEARCH_MESSAGE_WORDS[message]?.() ?? message)
    : message;
}
