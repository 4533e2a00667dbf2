/**
 * The booking form's checks: its draft (`booking-draft.ts`) checked field by field into the travelers and
 * contact of a booking request (POST /flight/booking). Every message is attached to the field it is
 * about, so a form can show it there and keep everything that was typed.
 */
import { z } from './zod-mini';
import {
  bookingContactSchema,
  bookingTravelerSchema,
  travelDocumentSchema,
  type BookingContact,
  type BookingTraveler,
} from './booking';
import type { BookingDraft, TravelerDraft } from './booking-draft';
import type { PassengerTypeCode } from './enumerations';
import { placeholderTravellerEmail } from './traveller-email';

/**
 * The age each passenger type must have on the day of departure, in whole years, with its message.
 *
 * @example
 * PASSENGER_AGE_RULES.INF.message // 'An infant must be under 2 on the day of departure'
 */
export const PASSENGER_AGE_RULES = {
  ADT: {
    min: 12,
    max: Number.POSITIVE_INFINITY,
    message: 'An adult must be 12 or older on the day of departure',
  },
  CNN: { min: 2, max: 11, message: 'A child must be 2 to 11 years old on the day of departure' },
  CHD: { min: 2, max: 11, message: 'A child must be 2 to 11 years old on the day of departure' },
  INF: { min: 0, max: 1, message: 'An infant must be under 2 on the day of departure' },
  UNN: {
    min: 5,
    max: 17,
    message: 'An unaccompanied minor must be 5 to 17 years old on the day of departure',
  },
} as const satisfies Record<PassengerTypeCode, { min: number; max: number; message: string }>;

/**
 * Shown when a travel document expires before the day of departure.
 *
 * @example
 * DOCUMENT_EXPIRED_MESSAGE // 'The document expires before the day of departure'
 */
export const DOCUMENT_EXPIRED_MESSAGE = 'The document expires before the day of departure';

/**
 * Age in whole years on a day, both given as ISO dates (calendar arithmetic, no time zones involved).
 *
 * @example
 * ageOn('2018-02-14', '2026-02-13') // 7
 * ageOn('2018-02-14', '2026-02-14') // 8
 */
export function ageOn(birthDate: string, day: string): number {
  const [birthYear, birthRest] = [Number(birthDate.slice(0, 4)), birthDate.slice(5)];
  const [year, rest] = [Number(day.slice(0, 4)), day.slice(5)];
  return year - birthYear - (rest < birthRest ? 1 : 0);
}

/** What the form needs to know beyond what was typed. */
export interface BookingDraftContext {
  /** Whether the itinerary crosses a border (`travelDocumentsRequired`). */
  readonly documentsRequired: boolean;
  /** The first departure's local date, `YYYY-MM-DD`: ages and document validity are judged on it. */
  readonly departureDate: string;
  /** Now, for the placeholder e-mail's time suffix when staff leave the e-mail empty. */
  readonly now: Date | number;
}

/** Messages by field path, e.g. `travelers.0.firstName` or `contact.phone`. */
export type BookingDraftErrors = Readonly<Record<string, string>>;

/** The outcome of checking a draft: the travelers and contact to send, or a message per field. */
export type BookingDraftResult =
  | { readonly success: true; readonly travelers: BookingTraveler[]; readonly contact: BookingContact }
  | { readonly success: false; readonly errors: BookingDraftErrors };

function firstMessages(prefix: string, error: z.core.$ZodError, into: Record<string, string>) {
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].join('.');
    into[path] ??= issue.message;
  }
}

const DOCUMENT_FIELDS = ['documentNumber', 'nationality', 'documentExpiresOn'] as const;

function checkTraveler(
  draft: TravelerDraft,
  index: number,
  context: BookingDraftContext,
  errors: Record<string, string>,
): BookingTraveler | undefined {
  const prefix = `travelers.${String(index)}`;
  const wantsDocument =
    context.documentsRequired || DOCUMENT_FIELDS.some((field) => draft[field].trim() !== '');
  const document = wantsDocument
    ? travelDocumentSchema.safeParse({
        type: draft.documentType,
        number: draft.documentNumber,
        nationality: draft.nationality,
        expiresOn: draft.documentExpiresOn,
      })
    : undefined;
  const traveler = z.omit(bookingTravelerSchema, { document: true }).safeParse({
    passengerType: draft.passengerType,
    ...(draft.title === '' ? {} : { title: draft.title }),
    firstName: draft.firstName,
    lastName: draft.lastName,
    birthDate: draft.birthDate,
  });
  const before = Object.keys(errors).length;
  if (!traveler.success) firstMessages(prefix, traveler.error, errors);
  if (document?.success === false) firstMessages(`${prefix}.document`, document.error, errors);
  if (traveler.success) {
    const rule = PASSENGER_AGE_RULES[draft.passengerType];
    const age = ageOn(traveler.data.birthDate, context.departureDate);
    if (age < rule.min || age > rule.max) errors[`${prefix}.birthDate`] ??= rule.message;
  }
  if (document?.success === true && document.data.expiresOn < context.departureDate) {
    errors[`${prefix}.document.expiresOn`] ??= DOCUMENT_EXPIRED_MESSAGE;
  }
  if (Object.keys(errors).length > before || !traveler.success) return undefined;
  return document?.success === true ? { ...traveler.data, document: document.data } : traveler.data;
}

/**
 * Checks a booking form. Names, dates of birth (against each passenger type's age on the day of
 * departure), documents (required when the itinerary crosses a border, checked whenever one is started,
 * and valid on the day of departure) and the contact. An empty e-mail becomes the placeholder traveller
 * e-mail of SPEC §3, named after the first traveler.
 *
 * @example
 * const result = checkBookingDraft(draft, { documentsRequired: true, departureDate: '2026-12-15', now });
 * if (!result.success) result.errors['travelers.0.document.number'] // 'Enter the document number'
 */
export function checkBookingDraft(draft: BookingDraft, context: BookingDraftContext): BookingDraftResult {
  const errors: Record<string, string> = {};
  const travelers = draft.travelers.map((traveler, index) => checkTraveler(traveler, index, context, errors));
  const [lead] = draft.travelers;
  const email =
    draft.contact.email.trim() === ''
      ? placeholderTravellerEmail(context.now, lead ?? {})
      : draft.contact.email.trim();
  const contact = bookingContactSchema.safeParse({ email, phone: draft.contact.phone });
  if (!contact.success) firstMessages('contact', contact.error, errors);
  const checked = travelers.filter((traveler) => traveler !== undefined);
  if (!contact.success || checked.length !== travelers.length) return { success: false, errors };
  return { success: true, travelers: checked, contact: contact.data };
}
