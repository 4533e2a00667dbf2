/**
 * Amounts typed by a person in French format (SPEC §1: MAD, fr-FR), read into integer centimes.
 *
 * Accepted: digits grouped by thousands with a space (any of U+0020, U+00A0, U+202F, as `formatMoney`
 * writes them) or not grouped, and at most two decimals after a comma: `1 234,56`, `1234,5`, `1 000`.
 *
 * Refused, with a message that says how to write it:
 * - a dot (`1234.56`, `1.234,56`): in fr-FR the dot is neither the decimal nor the usual group
 *   separator, and `1.234` could mean 1 234 or 1,234 — so it is refused, never guessed;
 * - a sign (`-5`, `+5`): a top-up is always a positive amount;
 * - zero, more than two decimals, misplaced spaces (`12 34`), letters or an empty field.
 */
import type { Centimes } from './money';

/** The result of reading a typed amount: centimes, or the reason it cannot be read. */
export type FrenchAmountResult =
  { readonly ok: true; readonly centimes: Centimes } | { readonly ok: false; readonly message: string };

/** The messages shown for an amount that cannot be read, as constants for tests and views. */
export const FRENCH_AMOUNT_MESSAGES = {
  empty: 'Enter an amount',
  dot: 'Use a comma for decimals, e.g. 1 234,56',
  negative: 'The amount must be more than 0',
  decimals: 'At most two decimals, e.g. 1 234,56',
  format: 'Write the amount in French format, e.g. 1 234,56',
  tooLarge: 'The amount is too large',
} as const;

/** The largest amount accepted: 1 000 000 000,00 MAD (no top-up is ever that large). */
const MAX_CENTIMES = 100_000_000_000;

const SPACES = /[\u0020\u00A0\u202F]/g;
const GROUPED = /^\d{1,3}(?:[\u0020\u00A0\u202F]\d{3})*$|^\d+$/;

/**
 * Reads an amount typed in French format into centimes, refusing anything else with a clear message.
 *
 * @example
 * parseFrenchAmount('1 234,56') // { ok: true, centimes: 123456 }
 * parseFrenchAmount('1234.56') // { ok: false, message: 'Use a comma for decimals, e.g. 1 234,56' }
 * parseFrenchAmount('-5') // { ok: false, message: 'The amount must be more than 0' }
 */
export function parseFrenchAmount(text: string): FrenchAmountResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: FRENCH_AMOUNT_MESSAGES.empty };
  if (/^[-−+]/.test(trimmed)) return { ok: false, message: FRENCH_AMOUNT_MESSAGES.negative };
  if (trimmed.includes('.')) return { ok: false, message: FRENCH_AMOUNT_MESSAGES.dot };
  const [whole = '', fraction, ...rest] = trimmed.split(',');
  if (rest.length > 0 || !GROUPED.test(whole) || (fraction !== undefined && !/^\d+$/.test(fraction)))
    return { ok: false, message: FRENCH_AMOUNT_MESSAGES.format };
  if (fraction !== undefined && fraction.length > 2)
    return { ok: false, message: FRENCH_AMOUNT_MESSAGES.decimals };
  const digits = whole.replace(SPACES, '') + (fraction ?? '').padEnd(2, '0');
  const centimes = Number(digits);
  if (!Number.isSafeInteger(centimes) || centimes > MAX_CENTIMES)
    return { ok: false, message: FRENCH_AMOUNT_MESSAGES.tooLarge };
  if (centimes === 0) return { ok: false, message: FRENCH_AMOUNT_MESSAGES.negative };
  return { ok: true, centimes };
}
