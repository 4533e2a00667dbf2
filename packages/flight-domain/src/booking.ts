/**
 * The booking request (POST /flight/booking) and the other write payloads the spec leaves open:
 * what the back office sends when it books, and when it edits contacts and special services.
 */
import { z } from './zod-mini';
import { passengerTypeCodeSchema, paymentMethodSchema, TRIP_TYPES } from './enumerations';
import { offerReferenceSchema } from './offers';

/** The longest a traveler's name and a travel document's number may be, in characters. */
export const BOOKING_FIELD_LIMITS = { name: 60, documentNumber: 20 } as const;

/** Messages of the booking form. */
export const BOOKING_MESSAGES = {
  firstName: 'Enter the first name as on the travel document',
  lastName: 'Enter the last name as on the travel document',
  birthDate: 'Enter the date of birth',
  documentNumber: 'Enter the document number',
  documentExpiry: 'Enter the document expiry date',
  nationality: 'Enter the nationality as a 2-letter country code',
  email: 'Please enter a valid email address.',
  phone: 'Enter a phone number with its country code, e.g. +212 6 12 34 56 78',
  nameTooLong: `A name has at most ${String(BOOKING_FIELD_LIMITS.name)} characters`,
  documentNumberTooLong: `A document number has at most ${String(BOOKING_FIELD_LIMITS.documentNumber)} characters`,
} as const;

const name = (message: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(BOOKING_FIELD_LIMITS.name, BOOKING_MESSAGES.nameTooLong),
    );

/** A passport or national identity card. */
export const travelDocumentSchema = z.object({
  type: z.enum(['passport', 'national-id']),
  number: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, BOOKING_MESSAGES.documentNumber),
      z.maxLength(BOOKING_FIELD_LIMITS.documentNumber, BOOKING_MESSAGES.documentNumberTooLong),
    ),
  nationality: z.pipe(
    z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, BOOKING_MESSAGES.nationality)),
    z.transform((code) => code.toUpperCase()),
  ),
  expiresOn: z.iso.date(BOOKING_MESSAGES.documentExpiry),
});
export type TravelDocument = z.infer<typeof travelDocumentSchema>;

/**
 * Titles staff can pick for a traveler, as airlines spell them.
 *
 * @example
 * TRAVELER_TITLES // ['MR', 'MRS', 'MS', 'MSTR', 'MISS']
 */
export const TRAVELER_TITLES = ['MR', 'MRS', 'MS', 'MSTR', 'MISS'] as const;

/**
 * One traveler of a booking.
 *
 * @example
 * bookingTravelerSchema.parse({ passengerType: 'ADT', firstName: 'Amina', lastName: 'Alaoui', birthDate: '1990-04-12' })
 */
export const bookingTravelerSchema = z.object({
  passengerType: passengerTypeCodeSchema,
  title: z.optional(z.enum(TRAVELER_TITLES)),
  firstName: name(BOOKING_MESSAGES.firstName),
  lastName: name(BOOKING_MESSAGES.lastName),
  birthDate: z.iso.date(BOOKING_MESSAGES.birthDate),
  document: z.optional(travelDocumentSchema),
});
export type BookingTraveler = z.infer<typeof bookingTravelerSchema>;

/**
 * A phone number as staff type it: digits, spaces, dots, dashes and parentheses, with a leading +.
 *
 * @example
 * phoneSchema.parse('+212 6 12 34 56 78') // '+212 6 12 34 56 78'
 */
export const phoneSchema = z
  .string()
  .check(z.trim(), z.regex(/^\+\d[\d\s().-]{6,20}$/, BOOKING_MESSAGES.phone));

/**
 * The contact of a booking. Staff may leave the e-mail empty: the booking form then fills in the
 * placeholder e-mail (see `placeholderTravellerEmail`) before sending.
 */
export const bookingContactSchema = z.object({
  email: z.email(BOOKING_MESSAGES.email),
  phone: phoneSchema,
});
export type BookingContact = z.infer<typeof bookingContactSchema>;

/**
 * Shown when an international itinerary is booked without a traveler's passport or identity card.
 *
 * @example
 * TRAVEL_DOCUMENT_REQUIRED_MESSAGE // 'A travel document is required on an international itinerary'
 */
export const TRAVEL_DOCUMENT_REQUIRED_MESSAGE = 'A travel document is required on an international itinerary';

/** What `travelDocumentsRequired` reads of an itinerary: the countries its flights leave and reach. */
interface ItineraryCountries {
  readonly segments: readonly {
    readonly departure: { readonly country?: string | undefined };
    readonly arrival: { readonly country?: string | undefined };
  }[];
}

/**
 * Whether travelers need a travel document (passport or identity card) for an itinerary: as soon as any
 * flight of any leg leaves or reaches another country than the others, the route crosses a border. An
 * airport whose country is not known counts as abroad: better to ask for a document than to be refused
 * at the airport.
 *
 * @example
 * travelDocumentsRequired([{ segments: [{ departure: { country: 'MA' }, arrival: { country: 'FR' } }] }]) // true
 * travelDocumentsRequired([{ segments: [{ departure: { country: 'MA' }, arrival: { country: 'MA' } }] }]) // false
 */
export function travelDocumentsRequired(legs: readonly ItineraryCountries[]): boolean {
  const countries = new Set(
    legs.flatMap((leg) =>
      leg.segments.flatMap((segment) => [segment.departure.country, segment.arrival.country]),
    ),
  );
  return countries.size > 1 || countries.has(undefined);
}

/**
 * The day an itinerary's first flight leaves (`YYYY-MM-DD`, in the airport's local time as the offer
 * writes it): the booking form judges ages and document validity on it. Empty when there is no flight.
 *
 * @example
 * itineraryDepartureDate([{ segments: [{ departure: { at: '2027-03-15T10:25:00+01:00' } }] }]) // '2027-03-15'
 */
export function itineraryDepartureDate(
  legs: readonly { readonly segments: readonly { readonly departure: { readonly at: string } }[] }[],
): string {
  return legs[0]?.segments[0]?.departure.at.slice(0, 10) ?? '';
}

/** A seat chosen at booking time for one traveler (by index) on one segment. */
export const bookingSeatSchema = z.object({
  segmentId: z.string().check(z.minLength(1)),
  travelerIndex: z.number().check(z.int(), z.gte(0)),
  seatCode: z.string().check(z.regex(/^\d{1,3}[A-K]$/)),
});

/**
 * Body of POST /flight/booking.
 *
 * @example
 * bookingRequestSchema.parse({ type: 'oneway', offer, paymentType: 'cash', travelers, contact })
 */
export const bookingRequestSchema = z
  .object({
    type: z.enum(TRIP_TYPES),
    offer: offerReferenceSchema,
    paymentType: paymentMethodSchema,
    travelers: z.array(bookingTravelerSchema).check(z.minLength(1), z.maxLength(9)),
    contact: bookingContactSchema,
    seats: z._default(z.array(bookingSeatSchema), []),
  })
  .check((ctx) => {
    ctx.value.seats.forEach((seat, index) => {
      if (seat.travelerIndex >= ctx.value.travelers.length) {
        ctx.issues.push({
          code: 'custom',
          message: 'The seat is for a traveler who is not in the booking',
          path: ['seats', index, 'travelerIndex'],
          input: seat.travelerIndex,
        });
      }
    });
  });
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

/**
 * Body of POST {id}/primary-contact/{workbenchID}/add.
 *
 * @example
 * primaryContactBodySchema.parse({ name: 'Amina Alaoui', email: 'amina@example.com', phone: '+212612345678' })
 */
export const primaryContactBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  email: z.email(BOOKING_MESSAGES.email),
  phone: phoneSchema,
});
export type PrimaryContactBody = z.infer<typeof primaryContactBodySchema>;

/** IATA special service codes for assistance, with their labels. */
export const DISABILITY_SSR_CODES = {
  WCHR: 'Wheelchair for the ramp',
  WCHS: 'Wheelchair for the steps',
  WCHC: 'Wheelchair to the seat',
  BLND: 'Blind passenger',
  DEAF: 'Deaf passenger',
  DPNA: 'Intellectual or developmental disability needing assistance',
} as const;

/**
 * Body of POST disability/{workbenchID}/add.
 *
 * @example
 * disabilityAddBodySchema.parse({ locator: 'ABC123', travelerId: 't1', code: 'WCHR' })
 */
export const disabilityAddBodySchema = z.object({
  locator: z.string().check(z.trim(), z.minLength(1)),
  travelerId: z.string().check(z.trim(), z.minLength(1)),
  code: z.enum(Object.keys(DISABILITY_SSR_CODES) as [keyof typeof DISABILITY_SSR_CODES]),
  remark: z.optional(z.string().check(z.trim(), z.maxLength(70))),
});
export type DisabilityAddBody = z.infer<typeof disabilityAddBodySchema>;

/** What the disability form checks: the body without the locator, which the workbench adds. */
export const disabilityRequestSchema = z.omit(disabilityAddBodySchema, { locator: true });
export type DisabilityRequest = z.infer<typeof disabilityRequestSchema>;
