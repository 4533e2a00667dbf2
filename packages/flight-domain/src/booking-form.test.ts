import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from './booking';
import { emptyBookingDraft, type BookingDraft, type TravelerDraft } from './booking-draft';
import { ageOn, checkBookingDraft, DOCUMENT_EXPIRED_MESSAGE, PASSENGER_AGE_RULES } from './booking-form';

const NOW = 1_741_341_600_123;
const context = { documentsRequired: false, departureDate: '2026-12-15', now: NOW };

const adult: TravelerDraft = {
  passengerType: 'ADT',
  title: 'MRS',
  firstName: 'Amina',
  lastName: 'Alaoui',
  birthDate: '1988-04-12',
  documentType: 'passport',
  documentNumber: '',
  nationality: '',
  documentExpiresOn: '',
};
const withDocument: TravelerDraft = {
  ...adult,
  documentNumber: 'AB123456',
  nationality: 'ma',
  documentExpiresOn: '2031-05-01',
};
const draft = (
  travelers: TravelerDraft[],
  contact = { email: '', phone: '+212 6 12 34 56 78' },
): BookingDraft => ({
  travelers,
  contact,
});

describe('emptyBookingDraft', () => {
  it('gives one empty traveler per passenger, adults first', () => {
    const empty = emptyBookingDraft({ adt: 2, cnn: 1, inf: 1, unn: 0 });
    expect(empty.travelers.map((traveler) => traveler.passengerType)).toEqual(['ADT', 'ADT', 'CNN', 'INF']);
    expect(empty.travelers.every((traveler) => traveler.firstName === '' && traveler.title === '')).toBe(
      true,
    );
    expect(empty.contact).toEqual({ email: '', phone: '' });
  });
});

describe('ageOn', () => {
  it('counts whole years, turning a year older on the birthday', () => {
    expect(ageOn('2018-02-14', '2026-02-13')).toBe(7);
    expect(ageOn('2018-02-14', '2026-02-14')).toBe(8);
    expect(ageOn('2024-12-16', '2026-12-15')).toBe(1);
  });

  it('never decreases as the day moves on', () => {
    const isoDay = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2100-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(isoDay, isoDay, isoDay, (birth, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(ageOn(birth, earlier)).toBeLessThanOrEqual(ageOn(birth, later));
      }),
    );
  });
});

describe('checkBookingDraft', () => {
  it('returns the travelers and contact, filling the placeholder e-mail after the lead traveler', () => {
    const result = checkBookingDraft(draft([adult]), context);
    expect(result).toEqual({
      success: true,
      travelers: [
        {
          passengerType: 'ADT',
          title: 'MRS',
          firstName: 'Amina',
          lastName: 'Alaoui',
          birthDate: '1988-04-12',
        },
      ],
      contact: { email: 'amina.alaoui.600123@example.com', phone: '+212 6 12 34 56 78' },
    });
  });

  it('keeps an e-mail staff typed, and rejects a malformed one at the e-mail field', () => {
    const kept = checkBookingDraft(
      draft([adult], { email: ' amina@agency.ma ', phone: '+212612345678' }),
      context,
    );
    expect(kept.success && kept.contact.email).toBe('amina@agency.ma');
    const bad = checkBookingDraft(draft([adult], { email: 'amina@', phone: '+212612345678' }), context);
    expect(bad).toEqual({ success: false, errors: { 'contact.email': BOOKING_MESSAGES.email } });
  });

  it('attaches each message to its field', () => {
    const result = checkBookingDraft(
      draft([{ ...adult, firstName: ' ', birthDate: '' }], { email: '', phone: '0612' }),
      context,
    );
    expect(result).toEqual({
      success: false,
      errors: {
        'travelers.0.firstName': BOOKING_MESSAGES.firstName,
        'travelers.0.birthDate': BOOKING_MESSAGES.birthDate,
        'contact.phone': BOOKING_MESSAGES.phone,
      },
    });
  });

  it('requires documents on an international itinerary and checks one whenever it is started', () => {
    const international = { ...context, documentsRequired: true };
    expect(checkBookingDraft(draft([adult]), international)).toEqual({
      success: false,
      errors: {
        'travelers.0.document.number': BOOKING_MESSAGES.documentNumber,
        'travelers.0.document.nationality': BOOKING_MESSAGES.nationality,
        'travelers.0.document.expiresOn': BOOKING_MESSAGES.documentExpiry,
      },
    });
    const started = checkBookingDraft(draft([{ ...adult, documentNumber: 'AB1' }]), context);
    expect(started.success).toBe(false);
    const complete = checkBookingDraft(draft([withDocument]), international);
    expect(complete.success && complete.travelers[0]?.document).toEqual({
      type: 'passport',
      number: 'AB123456',
      nationality: 'MA',
      expiresOn: '2031-05-01',
    });
  });

  it('refuses a document that expires before the departure', () => {
    const result = checkBookingDraft(draft([{ ...withDocument, documentExpiresOn: '2026-12-14' }]), context);
    expect(result).toEqual({
      success: false,
      errors: { 'travelers.0.document.expiresOn': DOCUMENT_EXPIRED_MESSAGE },
    });
  });

  it.each([
    ['ADT', '2014-12-16', PASSENGER_AGE_RULES.ADT.message],
    ['CNN', '2024-12-16', PASSENGER_AGE_RULES.CNN.message],
    ['CNN', '2014-12-15', PASSENGER_AGE_RULES.CNN.message],
    ['INF', '2024-12-15', PASSENGER_AGE_RULES.INF.message],
    ['INF', '2027-01-01', PASSENGER_AGE_RULES.INF.message],
    ['UNN', '2021-12-16', PASSENGER_AGE_RULES.UNN.message],
  ] as const)(
    'judges a %s born on %s by the age on the departure day',
    (passengerType, birthDate, message) => {
      const result = checkBookingDraft(draft([{ ...adult, passengerType, title: '', birthDate }]), context);
      expect(result).toEqual({ success: false, errors: { 'travelers.0.birthDate': message } });
    },
  );

  it.each([
    ['ADT', '2014-12-15'],
    ['CNN', '2024-12-15'],
    ['CNN', '2014-12-16'],
    ['INF', '2024-12-16'],
    ['UNN', '2021-12-15'],
  ] as const)('accepts a %s born on %s', (passengerType, birthDate) => {
    expect(checkBookingDraft(draft([{ ...adult, passengerType, birthDate }]), context).success).toBe(true);
  });
});
