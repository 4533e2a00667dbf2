/**
 * An organization's balance as a ledger of movements in integer centimes (SPEC §1 balance per
 * organization, §9 MAD): sums and running balances are exact, with no float ever in between.
 */
import { DISPLAY_LOCALE, PAYMENT_SURCHARGE_MULTIPLIERS } from './constants';
import type { PaymentMethod } from './enumerations';
import { type Centimes, assertCentimes } from './money';
import { computeSurcharge } from './pricing';

/** One movement: credits positive, debits negative, as `balanceEntrySchema` decodes them. */
export interface LedgerMovement {
  readonly amount: Centimes;
  readonly balanceAfter: Centimes;
  readonly createdAt: string;
}

/**
 * The balance a ledger adds up to: the exact sum of its movements.
 *
 * @example
 * ledgerBalance([{ amount: 100000 }, { amount: -2550 }]) // 97450
 */
export function ledgerBalance(movements: readonly { readonly amount: Centimes }[]): Centimes {
  return movements.reduce((sum, movement) => {
    assertCentimes(movement.amount);
    return sum + movement.amount;
  }, 0);
}

/**
 * The balance after each movement, in order, starting from `opening`.
 *
 * @example
 * runningBalances([100000, -2550, 2550]) // [100000, 97450, 100000]
 */
export function runningBalances(amounts: readonly Centimes[], opening: Centimes = 0): Centimes[] {
  let balance = opening;
  return amounts.map((amount) => {
    assertCentimes(amount);
    balance += amount;
    return balance;
  });
}

/**
 * Whether every movement's `balanceAfter` is the running sum of the ledger, i.e. the ledger is
 * consistent to the centime.
 *
 * @example
 * isConsistentLedger([{ amount: 500, balanceAfter: 500 }, { amount: -200, balanceAfter: 300 }]) // true
 */
export function isConsistentLedger(
  movements: readonly { readonly amount: Centimes; readonly balanceAfter: Centimes }[],
): boolean {
  const expected = runningBalances(movements.map((movement) => movement.amount));
  return movements.every((movement, index) => movement.balanceAfter === expected[index]);
}

/** What a top-up does: the amount credited, the card surcharge paid on top, and the new balance. */
export interface TopUpPreview {
  readonly credited: Centimes;
  /** The payment method's surcharge (SPEC §9), paid by the organization on top of the amount. */
  readonly surcharge: Centimes;
  /** What the payment method is charged: credited + surcharge. */
  readonly charged: Centimes;
  readonly balanceBefore: Centimes;
  readonly balanceAfter: Centimes;
}

/**
 * Previews a top-up: the balance is credited by the amount typed; the surcharge of a card payment is
 * what the bank charges on top, never taken from the balance.
 *
 * @example
 * previewTopUp(500000, 123456, 'local-bank-card')
 * // { credited: 123456, surcharge: 2839, charged: 126295, balanceBefore: 500000, balanceAfter: 623456 }
 */
export function previewTopUp(
  balance: Centimes,
  amount: Centimes,
  paymentMethod: PaymentMethod,
): TopUpPreview {
  assertCentimes(balance);
  assertCentimes(amount);
  if (amount <= 0) throw new RangeError('A top-up is a positive amount.');
  const surcharge = computeSurcharge(amount, paymentMethod);
  return {
    credited: amount,
    surcharge,
    charged: amount + surcharge,
    balanceBefore: balance,
    balanceAfter: balance + amount,
  };
}

/**
 * Whether a payment method carries a surcharge (SPEC §9: the bank cards).
 *
 * @example
 * hasSurcharge('local-bank-card') // true
 * hasSurcharge('cash') // false
 */
export function hasSurcharge(paymentMethod: PaymentMethod): boolean {
  return PAYMENT_SURCHARGE_MULTIPLIERS[paymentMethod] !== 1;
}

/** A balance's change over a period: where it started, where it is, and the difference. */
export interface BalanceTrend {
  readonly from: Centimes;
  readonly to: Centimes;
  readonly change: Centimes;
  readonly direction: 'up' | 'down' | 'flat';
}

/**
 * The trend of a balance since `sinceIso`: the balance just before that instant compared with the
 * latest. Movements must be in date order.
 *
 * @example
 * balanceTrend([{ amount: 1000, balanceAfter: 1000, createdAt: '2026-01-01T00:00:00Z' },
 *   { amount: -300, balanceAfter: 700, createdAt: '2026-02-01T00:00:00Z' }], '2026-01-15T00:00:00Z')
 * // { from: 1000, to: 700, change: -300, direction: 'down' }
 */
export function balanceTrend(movements: readonly LedgerMovement[], sinceIso: string): BalanceTrend {
  const since = Date.parse(sinceIso);
  const before = movements.filter((movement) => Date.parse(movement.createdAt) < since).at(-1);
  const from = before?.balanceAfter ?? 0;
  const to = movements.at(-1)?.balanceAfter ?? from;
  const change = to - from;
  return { from, to, change, direction: change > 0 ? 'up' : change < 0 ? 'down' : 'flat' };
}

/**
 * A payment method's surcharge as a fr-FR percentage (SPEC §9), computed from its multiplier exactly.
 *
 * @example
 * surchargeRateLabel('local-bank-card') // '2,3 %' (with U+00A0 before %)
 * surchargeRateLabel('cash') // '0 %'
 */
export function surchargeRateLabel(paymentMethod: PaymentMethod): string {
  const tenThousandths = computeSurcharge(1_000_000, paymentMethod) / 100;
  return new Intl.NumberFormat(DISPLAY_LOCALE, { style: 'percent', maximumFractionDigits: 2 }).format(
    tenThousandths / 10_000,
  );
}
