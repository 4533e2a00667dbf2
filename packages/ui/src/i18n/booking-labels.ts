import {
  BOOKING_MESSAGES,
  type BookingDraftErrors,
  DOCUMENT_EXPIRED_MESSAGE,
  PASSENGER_AGE_RULES,
} from '@comptoir/flight-domain';
import { m } from './paraglide/messages.js';

/** The booking form's messages (flight-domain words them in English), by their English. */
const BOOKING_MESSAGE_WORDS: Readonly<Record<string, () => string>> = {
  [BOOKING_MESSAGES.firstName]: m.booking_error_first_name,
  [BOOKING_MESSAGES.lastName]: m.booking_error_last_name,
  [BOOKING_MESSAGES.birthDate]: m.booking_error_birth_date,
  [BOOKING_MESSAGES.documentNumber]: m.booking_error_document_number,
  [BOOKING_MESSAGES.documentExpiry]: m.booking_error_document_expiry,
  [BOOKING_MESSAGES.nationality]: m.booking_error_nationality,
  [BOOKING_MESSAGES.email]: m.booking_error_email,
  [BOOKING_MESSAGES.phone]: m.booking_error_phone,
  [PASSENGER_AGE_RULES.ADT.message]: m.booking_error_adult_age,
  // CHD's message is CNN's.
  [PASSENGER_AGE_RULES.CNN.message]: m.booking_error_child_age,
  [PASSENGER_AGE_RULES.INF.message]: m.booking_error_infant_age,
  [PASSENGER_AGE_RULES.UNN.message]: m.booking_error_unaccompanied_age,
  [DOCUMENT_EXPIRED_MESSAGE]: m.booking_error_document_expired,
};

/**
 * The sentence above the Book button when fields need fixing.
 *
 * @example
 * fieldsToFix(2) // '2 fields need your attention.'
 */
export function fieldsToFix(count: number): string {
  return m.booking_fields_to_fix({ count });
}

/**
 * The messages of a booking form's check (`checkBookingDraft`) in the interface's language, by field; one
 * it does not know (zod's own), as it comes.
 *
 * @example
 * bookingErrorsWords({ 'contact.phone': BOOKING_MESSAGES.phone })
 * // { 'contact.phone': 'Saisissez un numéro de téléphone avec son indicatif pays, …' } in French
 */
export function bookingErrorsWords(errors: BookingDraftErrors): BookingDraftErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      Object.hasOwn(BOOKING_MESSAGE_WORDS, message)
        ? (BOOKING_MESSAGE_WORDS[message]?.() ?? message)
        : message,
    ]),
  );
}
