import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECKED_BAG_PRICE, extrasPrice, MAX_EXTRA_BAGS, SEAT_PRICES, seatPrice } from './extras';
import { FARE_BUNDLE_CODES } from './fare-codes';

describe('the extras per passenger type', () => {
  it('prices bags per passenger and flight, and the chosen seat, for adults and children alike', () => {
    expect(extrasPrice({ type: 'ADT', bags: 2, seatPrice: 6_000 })).toBe(2 * CHECKED_BAG_PRICE + 6_000);
    expect(extrasPrice({ type: 'CNN', bags: 1, seatPrice: null })).toBe(CHECKED_BAG_PRICE);
    expect(extrasPrice({ type: 'ADT', bags: 0, seatPrice: 0 })).toBe(0);
  });

  it('gives an infant on a lap nothing to pay and refuses a seat or bag for them', () => {
    expect(extrasPrice({ type: 'INF', bags: 0, seatPrice: null })).toBe(0);
    expect(() => extrasPrice({ type: 'INF', bags: 1, seatPrice: null })).toThrow(
      'An infant on a lap has no seat or bag of their own.',
    );
    expect(() => extrasPrice({ type: 'INF', bags: 0, seatPrice: 0 })).toThrow(RangeError);
  });

  it('refuses more bags than a passenger may buy', () => {
    expect(() => extrasPrice({ type: 'ADT', bags: MAX_EXTRA_BAGS + 1, seatPrice: null })).toThrow(
      'Between 0 and 2 extra bags per passenger and flight.',
    );
  });

  it('charges seats by bundle: Basic pays all, Value only more legroom, Flexible none', () => {
    expect(seatPrice(false, 'BASIC')).toBe(SEAT_PRICES.standard);
    expect(seatPrice(true, 'BASIC')).toBe(SEAT_PRICES.extraLegroom);
    expect(seatPrice(false, 'VALUE')).toBe(0);
    expect(seatPrice(true, 'VALUE')).toBe(SEAT_PRICES.extraLegroom);
    expect(seatPrice(true, 'FLEX')).toBe(0);
  });

  it('never charges a dearer bundle more for the same seat', () => {
    fc.assert(
      fc.property(fc.boolean(), (extraLegroom) => {
        const prices = FARE_BUNDLE_CODES.map((bundle) => seatPrice(extraLegroom, bundle));
        expect([...prices].sort((a, b) => b - a)).toEqual(prices);
      }),
    );
  });
});
