import {
  type AirlineFilterType,
  type CabinClass,
  FLIGHT_SEARCH_MESSAGES,
  INVALID_PASSENGERS_MESSAGE,
  MULTI_CITY,
  type PassengerTypeCode,
  type PaymentMethod,
  type TripType,
} from '@comptoir/flight-domain';
import { m } from './paraglide/messages.js';

/**
 * flight-domain's words of the search and booking screens (its `…_LABELS`, English) in the interface's
 * language, each table complete for its type so that a value the domain adds fails the type-check here.
 */
export const PAYMENT_METHOD_WORDS: Readonly<Record<PaymentMethod, () => string>> = {
  cash: m.search_payment_cash,
  'bank-transfer': m.search_payment_bank_transfer,
  check: m.search_payment_check,
  'local-bank-card': m.search_payment_local_card,
  'international-bank-card': m.search_payment_international_card,
};

export const CABIN_CLASS_WORDS: Readonly<Record<CabinClass, () => string>> = {
  Economy: m.search_cabin_economy,
  PremiumEconomy: m.search_cabin_premium_economy,
  Business: m.search_cabin_business,
  First: m.search_cabin_first,
  PremiumFirst: m.search_cabin_premium_first,
};

export const TRIP_TYPE_WORDS: Readonly<Record<TripType, () => string>> = {
  oneway: m.search_trip_oneway,
  roundtrip: m.search_trip_roundtrip,
  'multi-city': m.search_trip_multi_city,
};

export const AIRLINE_FILTER_TYPE_WORDS: Readonly<Record<AirlineFilterType, () => string>> = {
  Prohibited: m.search_airline_prohibited,
  Permitted: m.search_airline_permitted,
  Preferred: m.search_airline_preferred,
};

const PASSENGER_TYPE_WORDS: Readonly<Record<PassengerTypeCode, () => string>> = {
  ADT: m.search_passenger_adult,
  CNN: m.search_passenger_child,
  CHD: m.search_passenger_child,
  INF: m.search_passenger_infant,
  UNN: m.search_passenger_unaccompanied,
};

/**
 * A passenger type code in the interface's language; a code it does not know, as it comes
 * (flight-domain's `passengerTypeLabel` does the same in English).
 *
 * @example
 * passengerTypeWords('CNN') // 'Child', 'Enfant' in French
 */
export function passengerTypeWords(code: string): string {
  return Object.hasOwn(PASSENGER_TYPE_WORDS, code) ? PASSENGER_TYPE_WORDS[code as PassengerTypeCode]() : code;
}

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

/**
 * A select's options for `values`, each named by its words in the interface's language.
 *
 * @example
 * wordOptions(CABIN_CLASSES, CABIN_CLASS_WORDS)[0] // { value: 'Economy', label: 'Économique' } in French
 */
export function wordOptions<Value extends string>(
  values: readonly Value[],
  words: Readonly<Record<Value, () => string>>,
): { value: Value; label: string }[] {
  return values.map((value) => ({ value, label: words[value]() }));
}
