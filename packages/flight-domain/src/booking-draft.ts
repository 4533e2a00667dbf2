/**
 * The booking form's draft as staff type it: every field a string, one traveler per passenger searched
 * for. Apart from its checks (`booking-form.ts`), so that a form paints with its draft and loads the
 * checks when it is first sent.
 */
import type { TRAVELER_TITLES } from './booking';
import type { PassengerTypeCode } from './enumerations';
import { PASSENGER_COUNT_FIELDS, PASSENGER_FIELD_TYPE_CODES, type PassengerCounts } from './passengers';

/** One traveler as typed: every field a string, empty when not filled in. */
export interface TravelerDraft {
  readonly passengerType: PassengerTypeCode;
  readonly title: (typeof TRAVELER_TITLES)[number] | '';
  readonly firstName: string;
  readonly lastName: string;
  /** ISO date, `YYYY-MM-DD`. */
  readonly birthDate: string;
  readonly documentType: 'passport' | 'national-id';
  readonly documentNumber: string;
  readonly nationality: string;
  /** ISO date, `YYYY-MM-DD`. */
  readonly documentExpiresOn: string;
}

/** The whole booking form as typed. */
export interface BookingDraft {
  readonly travelers: readonly TravelerDraft[];
  readonly contact: { readonly email: string; readonly phone: string };
}

/**
 * An empty form with one traveler per passenger searched for, adults first, then children, infants and
 * unaccompanied minors (the order airlines pair infants with adults in).
 *
 * @example
 * emptyBookingDraft({ adt: 2, cnn: 1, inf: 0, unn: 0 }).travelers.map((t) => t.passengerType) // ['ADT', 'ADT', 'CNN']
 */
export function emptyBookingDraft(counts: PassengerCounts): BookingDraft {
  const travelers = PASSENGER_COUNT_FIELDS.flatMap((field) =>
    Array.from({ length: counts[field] }, (): TravelerDraft => ({
      passengerType: PASSENGER_FIELD_TYPE_CODES[field],
      title: '',
      firstName: '',
      lastName: '',
      birthDate: '',
      documentType: 'passport',
      documentNumber: '',
      nationality: '',
      documentExpiresOn: '',
    })),
  );
  return { travelers, contact: { email: '', phone: '' } };
}
