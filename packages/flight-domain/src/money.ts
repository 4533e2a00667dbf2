/**
 * Money as integers in the currency's minor unit (centimes for MAD and EUR), formatted in fr-FR.
 *
 * Exact output of `formatMoney` (fr-FR, Node 20 / ICU 78, same in current Chromium and Firefox):
 *
 * | call                           | output          | special characters                                |
 * | ------------------------------ | --------------- | ------------------------------------------------- |
 * | `formatMoney(123456)`          | `1 234,56 MAD`  | U+202F between 1 and 234, U+00A0 before MAD       |
 * | `formatMoney(123456, 'EUR')`   | `1 234,56 €`    | U+202F between 1 and 234, U+00A0 before €         |
 * | `formatMoney(-123456750,'USD')`| `-1 234 567,50 $US` | U+202F as group separators, U+00A0 before $US |
 * | `formatMoney(1234, 'JPY')`     | `1 234 JPY`     | the yen has no minor unit: 1234 is ¥1,234         |
 * | `formatMoney(0)`               | `0,00 MAD`      | U+00A0 before MAD                                 |
 *
 * The digit-group separator is U+202F NARROW NO-BREAK SPACE; the space before the currency is U+00A0
 * NO-BREAK SPACE; the decimal separator is a comma; the minus sign is U+002D HYPHEN-MINUS. Tests that
 * compare formatted money must spell those characters (`'1\u202F234,56\u00A0MAD'`).
 */
import { z } from './zod-mini';
import { DEFAULT_CURRENCY, DISPLAY_LOCALE } from './constants';
import { multiplyRounded, parseDecimal, toSafeNumber } from './decimal';

/**
 * An amount in the minor unit of its currency, always a safe integer: 123456 centimes is 1 234,56 MAD.
 * Sums and differences of `Centimes` are exact with `+` and `-`; multiply through `computeSurcharge`,
 * `computeMarkup` or `multiplyCentimes`, which round to the centime.
 *
 * @example
 * const price: Centimes = 123456; // 1 234,56 MAD
 */
export type Centimes = number;

interface CurrencyFormat {
  readonly format: Intl.NumberFormat;
  readonly fractionDigits: number;
}

const currencyFormats = new Map<string, CurrencyFormat>();

function currencyFormat(currency: string): CurrencyFormat {
  const key = currency.toUpperCase();
  let cached = currencyFormats.get(key);
  if (cached === undefined) {
    const format = new Intl.NumberFormat(DISPLAY_LOCALE, { style: 'currency', currency: key });
    cached = { format, fractionDigits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    currencyFormats.set(key, cached);
  }
  return cached;
}

/**
 * How many decimals the currency's minor unit has (ISO 4217, as Intl knows it). Throws a RangeError for
 * a code that is not a currency.
 *
 * @example
 * currencyFractionDigits('MAD') // 2
 * currencyFractionDigits('JPY') // 0
 * currencyFractionDigits('TND') // 3
 */
export function currencyFractionDigits(currency: string = DEFAULT_CURRENCY): number {
  return currencyFormat(currency).fractionDigits;
}

/**
 * Throws a RangeError unless `value` is a whole number of centimes that a number holds exactly.
 *
 * @example
 * assertCentimes(12.5) // throws RangeError: Money must be a safe integer of centimes, got 12.5.
 */
export function assertCentimes(value: number): asserts value is Centimes {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Money must be a safe integer of centimes, got ${String(value)}.`);
  }
}

/**
 * Converts a decimal amount as the backend sends it (a number or a numeric string) into centimes,
 * exactly: the decimal is read from its written form, never multiplied as a float, and rounded half away
 * from zero to the minor unit. Throws a RangeError for anything that is not a finite decimal.
 *
 * @example
 * toCentimes(1234.56) // 123456
 * toCentimes('19.999') // 2000
 * toCentimes(1.005) // 101 (1.005 * 100 in floating point would give 100.49999999999999)
 */
export function toCentimes(amount: number | string, currency: string = DEFAULT_CURRENCY): Centimes {
  const centimes = decimalToCentimes(amount, currency);
  if (centimes === null) throw new RangeError(`Not a decimal amount of ${currency}: ${String(amount)}.`);
  return centimes;
}

/**
 * An amount written with no more decimals than its currency has and at most 13 whole digits, as every
 * price of a search arrives: its centimes are its digits read as one integer, exactly, with no rounding
 * to do. A search's answer carries thousands of amounts, so this path skips bigint arithmetic.
 */
const PLAIN_AMOUNT = /^(-?)(\d{1,13})(?:\.(\d+))?$/;

function decimalToCentimes(amount: number | string, currency: string): Centimes | null {
  const digits = currencyFractionDigits(currency);
  const plain = PLAIN_AMOUNT.exec(typeof amount === 'number' ? String(amount) : amount.trim());
  if (plain !== null) {
    const [, sign, whole = '', fraction = ''] = plain;
    if (fraction.length <= digits) {
      const centimes = Number(whole + fraction.padEnd(digits, '0'));
      return (sign === '-' ? -centimes : centimes) + 0;
    }
  }
  const decimal = parseDecimal(amount);
  if (decimal === null) return null;
  const centimes = Number(multiplyRounded(10n ** BigInt(digits), decimal));
  return Number.isSafeInteger(centimes) ? centimes + 0 : null;
}

/**
 * Converts centimes back into the decimal amount the backend expects (`123456` → `1234.56`). The result
 * is the float nearest to the exact decimal, which is what `JSON.stringify` writes as that decimal.
 *
 * @example
 * fromCentimes(123456) // 1234.56
 */
export function fromCentimes(centimes: Centimes, currency: string = DEFAULT_CURRENCY): number {
  assertCentimes(centimes);
  return centimes / 10 ** currencyFractionDigits(currency) + 0;
}

/**
 * Formats an amount of centimes in fr-FR for the given ISO currency (MAD by default). See the table at
 * the top of this module for the exact characters.
 *
 * @example
 * formatMoney(123456) // '1\u202F234,56\u00A0MAD'
 * formatMoney(123456, 'EUR') // '1\u202F234,56\u00A0€'
 */
export function formatMoney(centimes: Centimes, currency: string = DEFAULT_CURRENCY): string {
  assertCentimes(centimes);
  const { format, fractionDigits } = currencyFormat(currency);
  return format.format(exactDecimal(centimes, fractionDigits));
}

/** Writes centimes as an exact decimal string, so that Intl never sees a rounded float. */
function exactDecimal(centimes: Centimes, fractionDigits: number): `${number}` {
  const sign = centimes < 0 ? '-' : '';
  const digits = String(Math.abs(centimes)).padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  const fraction = digits.slice(digits.length - fractionDigits);
  return `${sign}${whole}.${fraction}` as `${number}`;
}

/**
 * Multiplies centimes by a decimal factor (a quantity, a rate) and rounds half away from zero to the
 * centime, exactly.
 *
 * @example
 * multiplyCentimes(1001, 0.5) // 501
 * multiplyCentimes(12345, 3) // 37035
 */
export function multiplyCentimes(centimes: Centimes, factor: number): Centimes {
  assertCentimes(centimes);
  const decimal = parseDecimal(factor);
  if (decimal === null) throw new RangeError(`Not a finite factor: ${String(factor)}.`);
  return toSafeNumber(multiplyRounded(BigInt(centimes), decimal)) + 0;
}

/**
 * Decodes a decimal amount (number or numeric string) from the backend into MAD centimes, with a clear
 * issue for anything else. Use `centimesFromDecimal(currency)` for another currency.
 *
 * @example
 * centimesFromDecimalSchema.parse('1234.56') // 123456
 */
export const centimesFromDecimalSchema = centimesFromDecimal(DEFAULT_CURRENCY);

/**
 * Builds a schema that decodes a decimal amount of `currency` into its minor unit.
 *
 * @example
 * centimesFromDecimal('JPY').parse(1234) // 1234
 */
export function centimesFromDecimal(currency: string) {
  return z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((amount: number | string, ctx) => {
      const centimes = decimalToCentimes(amount, currency);
      if (centimes === null) {
        ctx.issues.push({
          code: 'custom',
          message: `Expected a decimal amount of ${currency}`,
          input: amount,
        });
        return z.NEVER;
      }
      return centimes;
    }),
  );
}
