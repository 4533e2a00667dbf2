import { m } from '@comptoir/ui/i18n/messages';
import type { BookingFormErrors } from '../../rules';

/** The booking form's messages in the interface's language, by field (each refuses one thing). */
const FIELD_MESSAGES: Readonly<Record<string, () => string>> = {
  givenName: m.lowcost_enter_given_name,
  surname: m.lowcost_enter_surname,
  birthDate: m.lowcost_enter_birth_date,
  passportNumber: m.lowcost_enter_passport_number,
  passportCountry: m.lowcost_enter_passport_country,
  passportExpiry: m.lowcost_enter_passport_expiry,
  email: m.lowcost_enter_email,
  phone: m.lowcost_enter_phone,
};

/**
 * `readBookingDraft`'s messages (keyed `travellers.0.surname`, `email`…) in the interface's language.
 * Loaded with the first form sent with a fault: a booking sent right needs none of them.
 */
export function bookingFieldWords(errors: BookingFormErrors): BookingFormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      FIELD_MESSAGES[field.split('.').at(-1) ?? field]?.() ?? message,
    ]),
  );
}
