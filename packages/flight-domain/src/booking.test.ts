import { describe, expect, it } from 'vitest';
import {
  BOOKING_FIELD_LIMITS,
  BOOKING_MESSAGES,
  bookingRequestSchema,
  disabilityAddBodySchema,
  itineraryDepartureDate,
  phoneSchema,
  primaryContactBodySchema,
  TRAVEL_DOCUMENT_REQUIRED_MESSAGE,
  travelDocumentsRequired,
} from './booking';

const traveler = {
  passengerType: 'ADT',
  firstName: 'Amina',
  lastName: 'Alaoui',
  birthDate: '1990-04-12',
} as const;
const request = {
  type: 'oneway',
  offer: { offerId: 'o1', productId: 'p1', identifier: 's1' },
  paymentType: 'cash',
  travelers: [traveler],
  contact: { email: 'amina@example.com', phone: '+212 6 12 34 56 78' },
} as const;

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
}

describe('bookingRequestSchema', () => {
  it('accepts a minimal booking and defaults to no seats', () => {
    expect(bookingRequestSchema.parse(request)).toEqual({ ...request, seats: [] });
  });

  it('names each bad traveler and contact field with its message', () => {
    const result = bookingRequestSchema.safeParse({
      ...request,
      travelers: [{ ...traveler, firstName: ' ', birthDate: '12/04/1990' }],
      contact: { email: 'amina@', phone: '0612' },
    });
    expect(messages(result)).toEqual([
      ['travelers.0.firstName', BOOKING_MESSAGES.firstName],
      ['travelers.0.birthDate', BOOKING_MESSAGES.birthDate],
      ['contact.email', 'Please enter a valid email address.'],
      ['contact.phone', BOOKING_MESSAGES.phone],
    ]);
  });

  it('upper-cases the document nationality and checks its expiry date', () => {
    const withDocument = {
      ...traveler,
      document: { type: 'passport', number: 'AB123456', nationality: 'ma', expiresOn: '2030-01-31' },
    };
    expect(
      bookingRequestSchema.parse({ ...request, travelers: [withDocument] }).travelers[0]?.document,
    ).toEqual({
      type: 'passport',
      number: 'AB123456',
      nationality: 'MA',
      expiresOn: '2030-01-31',
    });
    const badDocument = {
      ...withDocument,
      document: { ...withDocument.document, nationality: 'MAR', expiresOn: '' },
    };
    expect(messages(bookingRequestSchema.safeParse({ ...request, travelers: [badDocument] }))).toEqual([
      ['travelers.0.document.nationality', BOOKING_MESSAGES.nationality],
      ['travelers.0.document.expiresOn', BOOKING_MESSAGES.documentExpiry],
    ]);
  });

  it("says how long a name and a document number may be, in its own words rather than zod's", () => {
    const long = (length: number) => 'A'.repeat(length + 1);
    const result = bookingRequestSchema.safeParse({
      ...request,
      travelers: [
        {
          ...traveler,
          lastName: long(BOOKING_FIELD_LIMITS.name),
          document: {
            type: 'passport',
            number: long(BOOKING_FIELD_LIMITS.documentNumber),
            nationality: 'MA',
            expiresOn: '2030-01-31',
          },
        },
      ],
    });
    expect(messages(result)).toEqual([
      ['travelers.0.lastName', 'A name has at most 60 characters'],
      ['travelers.0.document.number', 'A document number has at most 20 characters'],
    ]);
  });

  it('refuses a seat for a traveler who is not in the booking', () => {
    const result = bookingRequestSchema.safeParse({
      ...request,
      seats: [
        { segmentId: 's1', travelerIndex: 0, seatCode: '12A' },
        { segmentId: 's1', travelerIndex: 1, seatCode: '12B' },
      ],
    });
    expect(messages(result)).toEqual([
      ['seats.1.travelerIndex', 'The seat is for a traveler who is not in the booking'],
    ]);
  });

  it('needs one to nine travelers', () => {
    expect(bookingRequestSchema.safeParse({ ...request, travelers: [] }).success).toBe(false);
    expect(bookingRequestSchema.safeParse({ ...request, travelers: Array(10).fill(traveler) }).success).toBe(
      false,
    );
  });
});

describe('contact and special-service bodies', () => {
  it('accepts international phone numbers only', () => {
    expect(phoneSchema.parse(' +33 (0)1 23 45 67 89 ')).toBe('+33 (0)1 23 45 67 89');
    expect(phoneSchema.safeParse('0612345678').success).toBe(false);
  });

  it('validates a primary contact', () => {
    expect(
      primaryContactBodySchema.parse({
        name: 'Amina Alaoui',
        email: 'amina@example.com',
        phone: '+212612345678',
      }),
    ).toEqual({ name: 'Amina Alaoui', email: 'amina@example.com', phone: '+212612345678' });
  });

  it('knows the IATA assistance codes', () => {
    expect(disabilityAddBodySchema.parse({ locator: 'ABC123', travelerId: 't1', code: 'WCHR' }).code).toBe(
      'WCHR',
    );
    expect(
      disabilityAddBodySchema.safeParse({ locator: 'ABC123', travelerId: 't1', code: 'XXXX' }).success,
    ).toBe(false);
  });
});

describe('travelDocumentsRequired', () => {
  const flight = (from: string, to: string) => ({ departure: { country: from }, arrival: { country: to } });

  it('asks for documents as soon as the itinerary crosses a border', () => {
    expect(travelDocumentsRequired([{ segments: [flight('MA', 'FR')] }])).toBe(true);
    // Out and back within one country on each leg, but the legs are in different countries.
    expect(
      travelDocumentsRequired([{ segments: [flight('MA', 'MA')] }, { segments: [flight('FR', 'FR')] }]),
    ).toBe(true);
  });

  it('does not for a domestic itinerary, connections included', () => {
    expect(travelDocumentsRequired([{ segments: [flight('MA', 'MA'), flight('MA', 'MA')] }])).toBe(false);
    expect(travelDocumentsRequired([])).toBe(false);
  });

  it("asks for documents when an airport's country is not known", () => {
    expect(travelDocumentsRequired([{ segments: [{ departure: { country: 'MA' }, arrival: {} }] }])).toBe(
      true,
    );
  });

  it('names the missing document in its message', () => {
    expect(TRAVEL_DOCUMENT_REQUIRED_MESSAGE).toBe(
      'A travel document is required on an international itinerary',
    );
  });
});

describe('itineraryDepartureDate', () => {
  const leg = (...at: string[]) => ({ segments: at.map((time) => ({ departure: { at: time } })) });

  it("is the local day of the first leg's first flight", () => {
    expect(
      itineraryDepartureDate([
        leg('2027-03-15T23:40:00+01:00', '2027-03-16T06:10:00+02:00'),
        leg('2027-03-22T08:00:00+02:00'),
      ]),
    ).toBe('2027-03-15');
  });

  it('is empty for an itinerary without flights', () => {
    expect(itineraryDepartureDate([])).toBe('');
    expect(itineraryDepartureDate([leg()])).toBe('');
  });
});
