import type { PassengerTypeCode } from '@comptoir/flight-domain';
import { m } from './paraglide/messages.js';

/** The passenger types (flight-domain's `PASSENGER_TYPE_LABELS`, English) in the interface's language. */
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
