import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertCentimes,
  centimesFromDecimal,
  centimesFromDecimalSchema,
  currencyFractionDigits,
  formatMoney,
  fromCentimes,
  multiplyCentimes,
  toCentimes,
} from './money';

const NNBSP = '\u202F'; // narrow no-break space: digit groups
const NBSP = '\u00A0'; // no-break space: before the currency

describe('formatMoney', () => {
  it('formats centimes in fr-FR with MAD by default, exactly as documented', () => {
    expect(formatMoney(123456)).toBe(`1${NNBSP}234,56${NBSP}MAD`);
    expect(formatMoney(123456, 'MAD')).toBe('1\u202F234,56\u00A0MAD');
    expect(formatMoney(0)).toBe(`0,00${NBSP}MAD`);
    expect(formatMoney(-0)).toBe(`0,00${NBSP}MAD`);
    expect(formatMoney(5)).toBe(`0,05${NBSP}MAD`);
    expect(formatMoney(100000000)).toBe(`1${NNBSP}000${NNBSP}000,00${NBSP}MAD`);
  });

  it('formats any ISO currency in its own minor unit', () => {
    expect(formatMoney(123456, 'EUR')).toBe(`1${NNBSP}234,56${NBSP}€`);
    expect(formatMoney(-123456750, 'USD')).toBe(`-1${NNBSP}234${NNBSP}567,50${NBSP}$US`);
    expect(formatMoney(1234, 'JPY')).toBe(`1${NNBSP}234${NBSP}JPY`);
    expect(formatMoney(1234567, 'tnd')).toBe(`1${NNBSP}234,567${NBSP}TND`);
  });

  it('stays exact at the edge of safe integers', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe(
      `90${NNBSP}071${NNBSP}992${NNBSP}547${NNBSP}409,91${NBSP}MAD`,
    );
  });

  it('refuses amounts that are not whole centimes, and unknown currencies', () => {
    expect(() => formatMoney(12.5)).toThrow('Money must be a safe integer of centimes, got 12.5.');
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(100, 'NOT-A-CURRENCY')).toThrow(RangeError);
  });
});

describe('currencyFractionDigits', () => {
  it('knows the minor unit of each currency', () => {
    expect(currencyFractionDigits()).toBe(2);
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(currencyFractionDigits('TND')).toBe(3);
  });
});

describe('toCentimes and fromCentimes', () => {
  it('converts decimals exactly, rounding half away from zero', () => {
    expect(toCentimes(1234.56)).toBe(123456);
    expect(toCentimes('1234.56')).toBe(123456);
    expect(toCentimes(1.005)).toBe(101);
    expect(toCentimes(0.1 + 0.2)).toBe(30);
    expect(toCentimes('19.999')).toBe(2000);
    expect(toCentimes('-0.005')).toBe(-1);
    expect(toCentimes('-0.004')).toBe(0);
    expect(Object.is(toCentimes('-0.004'), -0)).toBe(false);
    expect(toCentimes(1234, 'JPY')).toBe(1234);
    expect(toCentimes('1.2345', 'TND')).toBe(1235);
    expect(toCentimes(' 0012.5 ')).toBe(1250);
    expect(toCentimes('9999999999999.99')).toBe(999999999999999);
    expect(Object.is(toCentimes('-0.00'), -0)).toBe(false);
  });

  it('refuses what is not an amount', () => {
    expect(() => toCentimes('abc')).toThrow('Not a decimal amount of MAD: abc.');
    expect(() => toCentimes(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCentimes('1e300')).toThrow(RangeError);
    expect(() => toCentimes('1.')).toThrow(RangeError);
    expect(() => toCentimes('.5')).toThrow(RangeError);
    expect(() => toCentimes('99999999999999.99')).toThrow(RangeError);
  });

  it('converts back to the decimal the backend expects', () => {
    expect(fromCentimes(123456)).toBe(1234.56);
    expect(fromCentimes(1234, 'JPY')).toBe(1234);
    expect(Object.is(fromCentimes(-0), 0)).toBe(true);
    expect(() => fromCentimes(0.5)).toThrow(RangeError);
  });

  it('round-trips every amount of centimes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (centimes) => {
        expect(toCentimes(fromCentimes(centimes))).toBe(centimes + 0);
        expect(toCentimes(String(fromCentimes(centimes)))).toBe(centimes + 0);
      }),
    );
  });

  it('rounds any decimal to the nearest centime, ties away from zero (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 1e9 }),
        fc.stringMatching(/^\d{1,6}$/),
        (negative, whole, fraction) => {
          const text = `${negative ? '-' : ''}${String(whole)}.${fraction}`;
          // Model: do it on digits by hand.
          const padded = fraction.padEnd(3, '0');
          const kept = Number(padded.slice(0, 2));
          const rest = Number(`0.${padded.slice(2)}`);
          const magnitude = whole * 100 + kept + (rest >= 0.5 ? 1 : 0);
          expect(toCentimes(text)).toBe(negative && magnitude !== 0 ? -magnitude : magnitude);
        },
      ),
    );
  });
});

describe('multiplyCentimes', () => {
  it('multiplies and rounds to the centime', () => {
    expect(multiplyCentimes(1001, 0.5)).toBe(501);
    expect(multiplyCentimes(-1001, 0.5)).toBe(-501);
    expect(multiplyCentimes(12345, 3)).toBe(37035);
    expect(() => multiplyCentimes(100, Number.NaN)).toThrow('Not a finite factor: NaN.');
    expect(() => multiplyCentimes(0.5, 2)).toThrow(RangeError);
  });
});

describe('centimesFromDecimalSchema', () => {
  it('decodes backend amounts into centimes', () => {
    expect(centimesFromDecimalSchema.parse('1234.56')).toBe(123456);
    expect(centimesFromDecimalSchema.parse(99.9)).toBe(9990);
    expect(centimesFromDecimal('JPY').parse(1234)).toBe(1234);
  });

  it('names what is wrong', () => {
    const result = centimesFromDecimalSchema.safeParse('12,50');
    expect(result.error?.issues[0]?.message).toBe('Expected a decimal amount of MAD');
    expect(centimesFromDecimalSchema.safeParse(true).success).toBe(false);
  });
});

describe('assertCentimes', () => {
  it('accepts safe integers only', () => {
    expect(() => {
      assertCentimes(42);
    }).not.toThrow();
    expect(() => {
      assertCentimes(2 ** 53);
    }).toThrow(RangeError);
  });
});
