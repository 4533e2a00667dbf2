import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRounded, multiplyRounded, parseDecimal, toSafeNumber } from './decimal';

describe('parseDecimal', () => {
  it('reads plain, signed and exponent notations exactly', () => {
    expect(parseDecimal('1.023')).toEqual({ units: 1023n, scale: 3 });
    expect(parseDecimal(1.005)).toEqual({ units: 1005n, scale: 3 });
    expect(parseDecimal('-12.50')).toEqual({ units: -1250n, scale: 2 });
    expect(parseDecimal(' +7 ')).toEqual({ units: 7n, scale: 0 });
    expect(parseDecimal('2e3')).toEqual({ units: 2000n, scale: 0 });
    expect(parseDecimal(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(parseDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
  });

  it('refuses what is not a finite decimal', () => {
    for (const bad of ['', 'abc', '1,5', '.5', '1.', '1e999', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parseDecimal(bad)).toBeNull();
    }
  });
});

describe('divideRounded', () => {
  it('rounds half away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(divideRounded(-4n, 3n)).toBe(-1n);
    expect(divideRounded(6n, 3n)).toBe(2n);
  });

  it('refuses a denominator that is not positive', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });

  it('is within half a unit of the exact quotient (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt(-(10n ** 18n), 10n ** 18n),
        fc.bigInt(1n, 10n ** 6n),
        (numerator, denominator) => {
          const rounded = divideRounded(numerator, denominator);
          const error = rounded * denominator - numerator; // (rounded - exact) × denominator
          expect(2n * (error < 0n ? -error : error) <= denominator).toBe(true);
          expect(divideRounded(-numerator, denominator)).toBe(-rounded);
        },
      ),
    );
  });
});

describe('multiplyRounded and toSafeNumber', () => {
  it('multiplies by a decimal and rounds', () => {
    expect(multiplyRounded(1000n, { units: 23n, scale: 3 })).toBe(23n);
    expect(multiplyRounded(1500n, { units: 1n, scale: 3 })).toBe(2n);
  });

  it('refuses numbers a double cannot hold', () => {
    expect(toSafeNumber(42n)).toBe(42);
    expect(() => toSafeNumber(2n ** 53n)).toThrow('is too large to be held exactly');
  });
});
