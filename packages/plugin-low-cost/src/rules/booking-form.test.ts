import { describe, expect, it } from 'vitest';
import { bookingDraft, isInternational, readBookingDraft } from './booking-form';

const route = [{ from: 'RAK', to: 'ORY' }];

describe('the booking form', () => {
  it('starts with one traveller per passenger, adults first, and no extras', () => {
    const draft = bookingDraft({ ADT: 1, CNN: 1, INF: 1 }, 2);
    expect(draft.travellers.map((traveller) => traveller.type)).toEqual(['ADT', 'CNN', 'INF']);
    expect(draft.bags).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]);
  });

  it('names every missing field: names, dates of birth of children and infants, passports, contact', () => {
    const read = readBookingDraft(bookingDraft({ ADT: 1, CNN: 0, INF: 1 }, 1), route);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toMatchObject({
      'travellers.0.givenName': 'Enter the given name',
      'travellers.0.passportNumber': 'Enter the passport number',
      'travellers.1.birthDate': 'Enter the date of birth',
      email: 'Enter a valid email address.',
    });
    expect(read.errors['travellers.0.birthDate']).toBeUndefined();
  });

  it("sends the travellers, each traveller's bags and seat per flight, never an infant's", () => {
    const draft = bookingDraft({ ADT: 1, CNN: 0, INF: 1 }, 1);
    const [adult, infant] = draft.travellers;
    if (adult === undefined || infant === undefined) throw new Error('Two travellers expected.');
    const passport = { passportNumber: 'AB1', passportCountry: 'MA', passportExpiry: '2030-01-01' };
    const read = readBookingDraft(
      {
        ...draft,
        travellers: [
          { ...adult, givenName: ' Salma ', surname: 'Bennani', ...passport },
          {
            ...infant,
            givenName: 'Rayan',
            surname: 'Bennani',
            birthDate: '2026-02-01',
            ...passport,
          },
        ],
        bags: [[1, 1]],
        seats: [{ '0': '12A', '1': '12B' }],
        email: 'salma@example.ma',
        phone: '+212 600 000 000',
      },
      route,
    );
    expect(read.ok && read.booking.extras).toEqual([{ traveller: 0, flight: 0, bags: 1, seat: '12A' }]);
    expect(read.ok && read.booking.travellers[0]).toEqual({
      type: 'ADT',
      givenName: 'Salma',
      surname: 'Bennani',
      passport: { number: 'AB1', country: 'MA', expiry: '2030-01-01' },
    });
  });

  it('wants a passport only between two countries', () => {
    expect(isInternational('RAK', 'ORY')).toBe(true);
    expect(isInternational('RAK', 'CMN')).toBe(false);
  });
});
