import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingSeatSchema } from './booking';
import { z } from './zod-mini';
import { emptyBookingDraft } from './booking-draft';
import { bookingSeats, seatedPassengers, travelerLabels, type ConfirmedSeats } from './booking-seats';
import { passengerCountsArbitrary } from './test-arbitraries';

const counts = passengerCountsArbitrary(1);

describe('travelerLabels', () => {
  it('numbers the travelers within their type, children of either code counted together', () => {
    expect(travelerLabels(['ADT', 'ADT', 'CNN', 'INF', 'CHD', 'UNN'])).toEqual([
      'Adult 1',
      'Adult 2',
      'Child 1',
      'Infant 1',
      'Child 2',
      'Unaccompanied Minor 1',
    ]);
    expect(travelerLabels([])).toEqual([]);
  });

  it('names the types as it is told, counting travelers by the name given', () => {
    const french = { ADT: 'Adulte', CNN: 'Enfant', CHD: 'Enfant', INF: 'Bébé', UNN: 'Mineur' } as const;
    expect(travelerLabels(['ADT', 'CNN', 'CHD', 'ADT'], (type) => french[type])).toEqual([
      'Adulte 1',
      'Enfant 1',
      'Enfant 2',
      'Adulte 2',
    ]);
    expect(seatedPassengers({ adt: 1, cnn: 0, inf: 1, unn: 0 }, (type) => french[type])).toEqual([
      { id: '0', name: 'Adulte 1', passengerType: 'ADT' },
    ]);
  });
});

describe('seatedPassengers', () => {
  it('seats every traveler but the infants, named and indexed as on the booking form', () => {
    expect(seatedPassengers({ adt: 2, cnn: 1, inf: 1, unn: 1 })).toEqual([
      { id: '0', name: 'Adult 1', passengerType: 'ADT' },
      { id: '1', name: 'Adult 2', passengerType: 'ADT' },
      { id: '2', name: 'Child 1', passengerType: 'CNN' },
      { id: '4', name: 'Unaccompanied Minor 1', passengerType: 'UNN' },
    ]);
  });

  it('gives each seated traveler the index and heading of their block in the booking form', () => {
    fc.assert(
      fc.property(counts, (passengerCounts) => {
        const travelers = emptyBookingDraft(passengerCounts).travelers;
        const headings = travelerLabels(travelers.map(({ passengerType }) => passengerType));
        const seated = seatedPassengers(passengerCounts);
        expect(seated).toHaveLength(passengerCounts.adt + passengerCounts.cnn + passengerCounts.unn);
        for (const passenger of seated) {
          const index = Number(passenger.id);
          expect(travelers[index]?.passengerType).toBe(passenger.passengerType);
          expect(headings[index]).toBe(passenger.name);
        }
        expect(new Set(seated.map(({ name }) => name)).size).toBe(seated.length);
      }),
    );
  });
});

describe('bookingSeats', () => {
  it('lists one seat per traveler and segment, the traveler by index', () => {
    expect(bookingSeats({ S1: { '0': '12A', '2': '12B' }, S2: { '0': '3C' } })).toEqual([
      { segmentId: 'S1', travelerIndex: 0, seatCode: '12A' },
      { segmentId: 'S1', travelerIndex: 2, seatCode: '12B' },
      { segmentId: 'S2', travelerIndex: 0, seatCode: '3C' },
    ]);
    expect(bookingSeats({})).toEqual([]);
    expect(bookingSeats({ S1: {} })).toEqual([]);
  });

  it('keeps every confirmed seat, in a form the booking request accepts', () => {
    const seatCode = fc.stringMatching(/^\d{1,3}[A-K]$/);
    const confirmed: fc.Arbitrary<ConfirmedSeats> = fc.dictionary(
      fc.stringMatching(/^S\d{1,2}$/),
      fc.dictionary(fc.integer({ min: 0, max: 8 }).map(String), seatCode),
    );
    fc.assert(
      fc.property(confirmed, (seats) => {
        const listed = bookingSeats(seats);
        const total = Object.values(seats).reduce((sum, bySegment) => sum + Object.keys(bySegment).length, 0);
        expect(listed).toHaveLength(total);
        for (const { segmentId, travelerIndex, seatCode: code } of listed)
          expect(seats[segmentId]?.[String(travelerIndex)]).toBe(code);
        const request = z.array(bookingSeatSchema).safeParse(listed);
        expect(request.success).toBe(true);
      }),
    );
  });
});
