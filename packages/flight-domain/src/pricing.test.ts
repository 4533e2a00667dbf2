import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, type PaymentMethod } from './enumerations';
import {
  type Markup,
  NO_MARKUP,
  computeMarkup,
  computePriceBreakdown,
  computeSurcharge,
  scalePriceBreakdown,
  sumPriceBreakdowns,
  surchargeMultiplier,
} from './pricing';

/** Surcharge rates in per-mille, written by hand from SPEC §9 (1.023 → 23 ‰, 1.03 → 30 ‰). */
const PER_MILLE: Record<PaymentMethod, number> = {
  cash: 0,
  'bank-transfer': 0,
  check: 0,
  'local-bank-card': 23,
  'international-bank-card': 30,
};

/** Model: round half up on non-negative integers, in plain number arithmetic (exact below 2^53). */
const roundHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

describe('computeSurcharge', () => {
  it('applies the SPEC §9 multipliers', () => {
    expect(surchargeMultiplier('local-bank-card')).toBe(1.023);
    expect(surchargeMultiplier('international-bank-card')).toBe(1.03);
    expect(computeSurcharge(100000, 'local-bank-card')).toBe(2300);
    expect(computeSurcharge(100000, 'international-bank-card')).toBe(3000);
    for (const method of ['cash', 'check', 'bank-transfer'] as const) {
      expect(computeSurcharge(123457, method)).toBe(0);
    }
  });

  it('rounds half away from zero to the centime', () => {
    expect(computeSurcharge(1050, 'international-bank-card')).toBe(32); // 31.5
    expect(computeSurcharge(1049, 'international-bank-card')).toBe(31); // 31.47
    expect(computeSurcharge(500, 'local-bank-card')).toBe(12); // 11.5
    expect(computeSurcharge(-500, 'local-bank-card')).toBe(-12);
    expect(Object.is(computeSurcharge(-1, 'cash'), -0)).toBe(false);
  });

  it('refuses amounts that are not whole centimes', () => {
    expect(() => computeSurcharge(10.5, 'cash')).toThrow(RangeError);
  });

  it('equals the rounded exact surcharge for every amount and method (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.constantFrom(...PAYMENT_METHODS),
        (amount, method) => {
          const surcharge = computeSurcharge(amount, method);
          expect(surcharge).toBe(roundHalfUp(amount * PER_MILLE[method], 1000));
          expect(Math.abs(surcharge - (amount * PER_MILLE[method]) / 1000)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});

describe('computeMarkup', () => {
  it('adds a fixed amount or a percentage, rounded to the centime', () => {
    expect(computeMarkup(125000, { kind: 'fixed', amount: 5000 })).toBe(5000);
    expect(computeMarkup(125000, { kind: 'percentage', percent: 2.5 })).toBe(3125);
    expect(computeMarkup(333, { kind: 'percentage', percent: 1.5 })).toBe(5); // 4.995
    expect(computeMarkup(10000, NO_MARKUP)).toBe(0);
  });

  it('refuses a markup that is not a number of centimes or a finite percentage', () => {
    expect(() => computeMarkup(100, { kind: 'fixed', amount: 1.5 })).toThrow(RangeError);
    expect(() => computeMarkup(100, { kind: 'percentage', percent: Number.NaN })).toThrow(
      'A markup percentage must be a finite number, got NaN.',
    );
  });
});

describe('computePriceBreakdown', () => {
  it('applies markup then surcharge, and the total is the sum of the lines', () => {
    expect(
      computePriceBreakdown(
        { base: 100000, taxes: 25000 },
        { markup: { kind: 'percentage', percent: 2 }, paymentMethod: 'local-bank-card' },
      ),
    ).toEqual({ base: 100000, taxes: 25000, markup: 2500, surcharge: 2933, total: 130433 });
  });

  it('defaults to no markup and cash', () => {
    expect(computePriceBreakdown({ base: 1000, taxes: 234 })).toEqual({
      base: 1000,
      taxes: 234,
      markup: 0,
      surcharge: 0,
      total: 1234,
    });
  });

  it('refuses fares that are not whole centimes', () => {
    expect(() => computePriceBreakdown({ base: 1.5, taxes: 0 })).toThrow(RangeError);
    expect(() => computePriceBreakdown({ base: 1, taxes: 0.5 })).toThrow(RangeError);
  });

  const markupArbitrary: fc.Arbitrary<Markup> = fc.oneof(
    fc.record({ kind: fc.constant('fixed' as const), amount: fc.integer({ min: 0, max: 1e7 }) }),
    fc.record({
      kind: fc.constant('percentage' as const),
      percent: fc.integer({ min: 0, max: 5000 }).map((hundredths) => hundredths / 100),
    }),
  );

  it('is exact, integer, and matches a model in plain arithmetic (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        markupArbitrary,
        fc.constantFrom(...PAYMENT_METHODS),
        (base, taxes, markup, paymentMethod) => {
          const breakdown = computePriceBreakdown({ base, taxes }, { markup, paymentMethod });
          const expectedMarkup =
            markup.kind === 'fixed'
              ? markup.amount
              : roundHalfUp((base + taxes) * Math.round(markup.percent * 100), 10000);
          const expectedSurcharge = roundHalfUp(
            (base + taxes + expectedMarkup) * PER_MILLE[paymentMethod],
            1000,
          );
          expect(breakdown).toEqual({
            base,
            taxes,
            markup: expectedMarkup,
            surcharge: expectedSurcharge,
            total: base + taxes + expectedMarkup + expectedSurcharge,
          });
          for (const line of Object.values(breakdown)) expect(Number.isSafeInteger(line)).toBe(true);
        },
      ),
    );
  });
});

describe('scalePriceBreakdown and sumPriceBreakdowns', () => {
  const line = { base: 1000, taxes: 200, markup: 0, surcharge: 28, total: 1228 };

  it('scales every line by a passenger count', () => {
    expect(scalePriceBreakdown(line, 2)).toEqual({
      base: 2000,
      taxes: 400,
      markup: 0,
      surcharge: 56,
      total: 2456,
    });
    expect(scalePriceBreakdown(line, 0)).toEqual({ base: 0, taxes: 0, markup: 0, surcharge: 0, total: 0 });
    expect(() => scalePriceBreakdown(line, 1.5)).toThrow(
      'A passenger quantity must be a whole number ≥ 0, got 1.5.',
    );
    expect(() => scalePriceBreakdown(line, -1)).toThrow(RangeError);
  });

  it('adds breakdowns line by line', () => {
    expect(sumPriceBreakdowns([])).toEqual({ base: 0, taxes: 0, markup: 0, surcharge: 0, total: 0 });
    expect(sumPriceBreakdowns([line, scalePriceBreakdown(line, 2)])).toEqual({
      base: 3000,
      taxes: 600,
      markup: 0,
      surcharge: 84,
      total: 3684,
    });
  });
});
