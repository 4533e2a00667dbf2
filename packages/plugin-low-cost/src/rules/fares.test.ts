import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FARE_BUNDLE_CODES } from './fare-codes';
import { bundlePrice, INFANT_FARE, passengerPrice, PASSENGER_TAXES } from './fares';

describe('bundle prices per passenger type', () => {
  it('prices an adult at the fare plus the bundle supplement, plus taxes', () => {
    expect(passengerPrice(50_000, 'BASIC', 'ADT')).toEqual({ fare: 50_000, taxes: 18_000, total: 68_000 });
    expect(passengerPrice(50_000, 'VALUE', 'ADT')).toEqual({ fare: 75_000, taxes: 18_000, total: 93_000 });
    expect(passengerPrice(50_000, 'FLEX', 'ADT')).toEqual({ fare: 110_000, taxes: 18_000, total: 128_000 });
  });

  it('prices a child at 90 % of the adult fare, rounded to the centime, with the full supplement', () => {
    expect(passengerPrice(50_000, 'VALUE', 'CNN')).toEqual({ fare: 70_000, taxes: 18_000, total: 88_000 });
    expect(passengerPrice(33_335, 'BASIC', 'CNN').fare).toBe(30_002); // 30 001.5 rounded half up
  });

  it('prices an infant at the flat lap fare, without taxes, whatever the bundle', () => {
    for (const bundle of FARE_BUNDLE_CODES)
      expect(passengerPrice(90_000, bundle, 'INF')).toEqual({
        fare: INFANT_FARE,
        taxes: 0,
        total: INFANT_FARE,
      });
  });

  it('totals a party line by line, leaving out the types nobody is', () => {
    const price = bundlePrice(50_000, 'VALUE', { ADT: 2, CNN: 1, INF: 1 });
    expect(price.lines.map((line) => [line.type, line.quantity, line.total])).toEqual([
      ['ADT', 2, 93_000],
      ['CNN', 1, 88_000],
      ['INF', 1, 20_000],
    ]);
    expect(price.total).toBe(2 * 93_000 + 88_000 + 20_000);
    expect(bundlePrice(50_000, 'BASIC', { ADT: 1, CNN: 0, INF: 0 }).lines).toHaveLength(1);
  });

  it('never makes a dearer bundle cheaper, nor a child dearer than an adult', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (fare) => {
        const adults = FARE_BUNDLE_CODES.map((bundle) => passengerPrice(fare, bundle, 'ADT').total);
        expect([...adults].sort((a, b) => a - b)).toEqual(adults);
        for (const bundle of FARE_BUNDLE_CODES)
          expect(passengerPrice(fare, bundle, 'CNN').total).toBeLessThanOrEqual(
            passengerPrice(fare, bundle, 'ADT').total,
          );
        expect(passengerPrice(fare, 'BASIC', 'ADT').taxes).toBe(PASSENGER_TAXES);
      }),
    );
  });
});
