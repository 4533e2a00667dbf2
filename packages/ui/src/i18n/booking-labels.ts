import { BOOKING_FIELD_LIMITS, type BookingDraftErrors } from '@comptoir/flight-domain';
import { inInterfaceLanguage, withValues } from './domain-words';
import { m } from './paraglide/messages.js';

/**
 * What a booking form's check may say (`BOOKING_MESSAGES`, `PASSENGER_AGE_RULES`' messages, CHD's being
 * CNN's, and `DOCUMENT_EXPIRED_MESSAGE`), as the catalogue words it.
 */
export const BOOKING_FORM_MESSAGES = [
  m.booking_error_first_name,
  m.booking_error_last_name,
  m.booking_error_birth_date,
  m.booking_error_document_number,
  m.booking_error_document_expiry,
  m.booking_error_nationality,
  m.booking_error_email,
  m.booking_error_phone,
  m.booking_error_adult_age,
  m.booking_error_child_age,
  m.booking_error_infant_age,
  m.booking_error_unaccompanied_age,
  m.booking_error_document_expired,
  withValues(m.booking_name_too_long, { max: BOOKING_FIELD_LIMITS.name }),
  withValues(m.booking_document_number_too_long, { max: BOOKING_FIELD_LIMITS.documentNumber }),
];

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
 * The messages of a booking form's check (`checkBookingDraft`) in the interface's language, by field.
 *
 * @example
 * bookingErrorsWords({ 'contact.phone': BOOKING_MESSAGES.phone })
 * // { 'contact.phone': 'Saisissez un numéro de téléphone avec son indicatif pays, …' } in French
 */
export function bookingErrorsWords(errors: BookingDraftErrors): BookingDraftErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      inInterfaceLanguage(message, BOOKING_FORM_MESSAGES),
    ]),
  );
}
