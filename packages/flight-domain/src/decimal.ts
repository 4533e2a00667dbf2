/**
 * Exact decimal arithmetic for money, on bigint. Internal: money.ts and pricing.ts build on it so that no
 * amount ever goes through a binary floating-point multiplication.
 */

/**
 * A decimal number held exactly: its value is `units × 10^-scale`.
 *
 * @example
 * parseDecimal('1.023') // { units: 1023n, scale: 3 }
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL_PATTERN = /^([+-]?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/** Beyond this exponent a value is not money: refuse it rather than build a giant bigint. */
const MAX_EXPONENT = 400;

/**
 * Reads a decimal written in plain or exponent notation. A number is read through its shortest decimal
 * representation (`String(1.005)` is `'1.005'`), which is what the person who typed it meant.
 *
 * @example
 * parseDecimal(1.005) // { units: 1005n, scale: 3 }
 * parseDecimal('2e3') // { units: 2000n, scale: 0 }
 * parseDecimal('abc') // null
 */
export function parseDecimal(value: number | string): Decimal | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL_PATTERN.exec(text);
  if (match === null) return null;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  const digits = BigInt(whole + fraction);
  const scale = fraction.length - exponent;
  const units = scale < 0 ? digits * 10n ** BigInt(-scale) : digits;
  return { units: sign === '-' ? -units : units, scale: Math.max(scale, 0) };
}

/**
 * Divides and rounds half away from zero ("commercial" rounding: 0.5 centime becomes 1 centime).
 *
 * @example
 * divideRounded(5n, 2n) // 3n
 * divideRounded(-5n, 2n) // -3n
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive.');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  if (twiceRemainder < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/**
 * `amount × decimal`, rounded half away from zero to an integer.
 *
 * @example
 * multiplyRounded(1000n, { units: 23n, scale: 3 }) // 23n
 */
export function multiplyRounded(amount: bigint, factor: Decimal): bigint {
  return divideRounded(amount * factor.units, 10n ** BigInt(factor.scale));
}

/**
 * Converts a bigint to a number, refusing anything a number cannot hold exactly.
 *
 * @example
 * toSafeNumber(42n) // 42
 */
export function toSafeNumber(value: bigint): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) {
    throw new RangeError(`The amount ${value.toString()} is too large to be held exactly.`);
  }
  return number;
}
