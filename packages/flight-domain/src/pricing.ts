/**
 * What an offer costs the customer: fare (base + taxes), the organization's markup, then the card surcharge
 * of the payment method (SPEC §9), each rounded half away from zero to the centime, in exact integer
 * arithmetic.
 *
 * Order of operations, chosen because the card fee is charged by the bank on everything the card pays:
 *
 *     subtotal  = base + taxes
 *     markup    = fixed amount, or round(subtotal × percent / 100)
 *     surcharge = round((subtotal + markup) × (multiplier − 1))
 *     total     = base + taxes + markup + surcharge      (always the exact sum of the displayed lines)
 */
import { PAYMENT_SURCHARGE_MULTIPLIERS } from './constants';
import { type Decimal, multiplyRounded, parseDecimal, toSafeNumber } from './decimal';
import type { PaymentMethod } from './enumerations';
import { type Centimes, assertCentimes } from './money';

/**
 * An organization's markup on a fare: a fixed amount of centimes, or a percentage of base + taxes.
 *
 * @example
 * const markup: Markup = { kind: 'percentage', percent: 2.5 };
 */
export type Markup =
  | { readonly kind: 'fixed'; readonly amount: Centimes }
  | { readonly kind: 'percentage'; readonly percent: number };

/**
 * No markup at all.
 *
 * @example
 * computeMarkup(10000, NO_MARKUP) // 0
 */
export const NO_MARKUP: Markup = { kind: 'fixed', amount: 0 };

/**
 * A price split into the lines a fare breakdown shows, all in centimes. `total` is their exact sum.
 *
 * @example
 * const line: PriceBreakdown = { base: 100000, taxes: 25000, markup: 0, surcharge: 2875, total: 127875 };
 */
export interface PriceBreakdown {
  readonly base: Centimes;
  readonly taxes: Centimes;
  readonly markup: Centimes;
  readonly surcharge: Centimes;
  readonly total: Centimes;
}

function exactDecimal(value: number, what: string): Decimal {
  const decimal = parseDecimal(value);
  if (decimal === null) throw new RangeError(`${what} must be a finite number, got ${String(value)}.`);
  return decimal;
}

/**
 * The surcharge multiplier of a payment method (SPEC §9).
 *
 * @example
 * surchargeMultiplier('international-bank-card') // 1.03
 */
export function surchargeMultiplier(paymentMethod: PaymentMethod): number {
  return PAYMENT_SURCHARGE_MULTIPLIERS[paymentMethod];
}

/**
 * The card surcharge on an amount: `amount × (multiplier − 1)`, rounded half away from zero to the
 * centime. Zero for cash, check and bank transfer.
 *
 * @example
 * computeSurcharge(100000, 'local-bank-card') // 2300 (1 000,00 MAD → 23,00 MAD)
 * computeSurcharge(1050, 'international-bank-card') // 32 (31,5 centimes round up)
 * computeSurcharge(100000, 'cash') // 0
 */
export function computeSurcharge(amount: Centimes, paymentMethod: PaymentMethod): Centimes {
  assertCentimes(amount);
  return toSafeNumber(multiplyRounded(BigInt(amount), surchargeRate(paymentMethod))) + 0;
}

/** Each payment method's surcharge rate (its multiplier − 1) as an exact decimal, read once. */
const surchargeRates = new Map<PaymentMethod, Decimal>();

function surchargeRate(paymentMethod: PaymentMethod): Decimal {
  let rate = surchargeRates.get(paymentMethod);
  if (rate === undefined) {
    const multiplier = exactDecimal(surchargeMultiplier(paymentMethod), 'A surcharge multiplier');
    rate = { units: multiplier.units - 10n ** BigInt(multiplier.scale), scale: multiplier.scale };
    surchargeRates.set(paymentMethod, rate);
  }
  return rate;
}

/**
 * The markup on an amount: the fixed amount itself, or `amount × percent / 100` rounded half away from
 * zero to the centime.
 *
 * @example
 * computeMarkup(125000, { kind: 'percentage', percent: 2.5 }) // 3125
 * computeMarkup(125000, { kind: 'fixed', amount: 5000 }) // 5000
 */
export function computeMarkup(amount: Centimes, markup: Markup): Centimes {
  assertCentimes(amount);
  if (markup.kind === 'fixed') {
    assertCentimes(markup.amount);
    return markup.amount + 0;
  }
  const percent = exactDecimal(markup.percent, 'A markup percentage');
  const rate = { units: percent.units, scale: percent.scale + 2 };
  return toSafeNumber(multiplyRounded(BigInt(amount), rate)) + 0;
}

/**
 * Applies the markup and the payment method's surcharge to a fare and returns every line of the
 * breakdown. Without options: no markup, cash (no surcharge).
 *
 * @example
 * computePriceBreakdown(
 *   { base: 100000, taxes: 25000 },
 *   { markup: { kind: 'percentage', percent: 2 }, paymentMethod: 'local-bank-card' },
 * )
 * // { base: 100000, taxes: 25000, markup: 2500, surcharge: 2933, total: 130433 }
 */
export function computePriceBreakdown(
  fare: { readonly base: Centimes; readonly taxes: Centimes },
  options: { readonly markup?: Markup; readonly paymentMethod?: PaymentMethod } = {},
): PriceBreakdown {
  assertCentimes(fare.base);
  assertCentimes(fare.taxes);
  const subtotal = fare.base + fare.taxes;
  const markup = computeMarkup(subtotal, options.markup ?? NO_MARKUP);
  const surcharge = computeSurcharge(subtotal + markup, options.paymentMethod ?? 'cash');
  return {
    base: fare.base,
    taxes: fare.taxes,
    markup,
    surcharge,
    total: subtotal + markup + surcharge,
  };
}

/**
 * Multiplies every line of a breakdown by a number of passengers. Lines stay exact sums, so a fare
 * breakdown per passenger type adds up to its total.
 *
 * @example
 * scalePriceBreakdown({ base: 1000, taxes: 200, markup: 0, surcharge: 28, total: 1228 }, 2)
 * // { base: 2000, taxes: 400, markup: 0, surcharge: 56, total: 2456 }
 */
export function scalePriceBreakdown(breakdown: PriceBreakdown, quantity: number): PriceBreakdown {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`A passenger quantity must be a whole number ≥ 0, got ${String(quantity)}.`);
  }
  // One passenger, the most common line: the breakdown itself (a search prices hundreds of them).
  if (quantity === 1) return breakdown;
  const times = (amount: Centimes): Centimes => toSafeNumber(BigInt(amount) * BigInt(quantity)) + 0;
  return {
    base: times(breakdown.base),
    taxes: times(breakdown.taxes),
    markup: times(breakdown.markup),
    surcharge: times(breakdown.surcharge),
    total: times(breakdown.total),
  };
}

/**
 * Adds breakdowns line by line (the overall row of a fare breakdown). The sum of nothing is all zeros.
 *
 * @example
 * sumPriceBreakdowns([a, b]).total === a.total + b.total // true
 */
export function sumPriceBreakdowns(breakdowns: readonly PriceBreakdown[]): PriceBreakdown {
  // One passenger type, the most common fare: its line is the sum.
  if (breakdowns.length === 1 && breakdowns[0] !== undefined) return breakdowns[0];
  const sum = (line: keyof PriceBreakdown): Centimes =>
    toSafeNumber(breakdowns.reduce((total, breakdown) => total + BigInt(breakdown[line]), 0n)) + 0;
  return {
    base: sum('base'),
    taxes: sum('taxes'),
    markup: sum('markup'),
    surcharge: sum('surcharge'),
    total: sum('total'),
  };
}
