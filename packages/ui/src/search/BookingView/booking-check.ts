import { checkBookingDraft, type BookingDraft, type BookingDraftContext } from '@comptoir/flight-domain';
import { bookingErrorsWords, fieldsToFix } from '../../i18n/booking-labels';

/**
 * A booking form checked by flight-domain's `checkBookingDraft`, its messages in the interface's language
 * with the sentence that counts them. In a module of its own: `BookingView` loads it when the form is
 * first focused or hovered, and the booking page's first load carries neither the checks nor their words.
 *
 * @example
 * const result = checkBooking(draft, { documentsRequired: true, departureDate: '2026-12-15', now });
 * if (!result.success) result.summary // '2 fields need your attention.'
 */
export function checkBooking(draft: BookingDraft, context: BookingDraftContext) {
  const result = checkBookingDraft(draft, context);
  if (result.success) return result;
  return {
    success: false,
    errors: bookingErrorsWords(result.errors),
    summary: fieldsToFix(Object.keys(result.errors).length),
  } as const;
}
