/**
 * The placeholder e-mail given to a traveller who has none (SPEC §3): airlines require an address on every
 * booking. The address is unique enough through a six-digit time suffix, and lives under a reserved
 * domain (RFC 2606) so that no mail ever leaves.
 */

/**
 * Domain of placeholder traveller e-mails.
 *
 * @example
 * PLACEHOLDER_EMAIL_DOMAIN // 'example.com'
 */
export const PLACEHOLDER_EMAIL_DOMAIN = 'example.com';

/**
 * Local part used when the traveller's name gives nothing usable.
 *
 * @example
 * PLACEHOLDER_EMAIL_PREFIX // 'traveller'
 */
export const PLACEHOLDER_EMAIL_PREFIX = 'traveller';

/**
 * The six-digit time suffix: the last six digits of the epoch milliseconds of `now`, zero-padded.
 * Time is passed in; the caller decides what "now" is.
 *
 * @example
 * timeSuffix(1741341600123) // '600123'
 * timeSuffix(new Date(42)) // '000042'
 */
export function timeSuffix(now: Date | number): string {
  const milliseconds = typeof now === 'number' ? now : now.getTime();
  if (!Number.isSafeInteger(milliseconds) || milliseconds < 0) {
    throw new RangeError(`Not a time: ${String(now)}`);
  }
  return String(milliseconds % 1_000_000).padStart(6, '0');
}

function emailWord(text: string | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * A placeholder e-mail for a traveller: `firstname.lastname.NNNNNN@example.com`, or
 * `traveller.NNNNNN@example.com` without a usable name. Accents are dropped, other characters removed.
 *
 * @example
 * placeholderTravellerEmail(1741341600123) // 'traveller.600123@example.com'
 * placeholderTravellerEmail(1741341600123, { firstName: 'Zoé', lastName: "El Ma'ati" })
 * // 'zoe.elmaati.600123@example.com'
 */
export function placeholderTravellerEmail(
  now: Date | number,
  name: { readonly firstName?: string; readonly lastName?: string } = {},
): string {
  const words = [emailWord(name.firstName), emailWord(name.lastName)].filter((word) => word !== '');
  const local = words.length === 0 ? PLACEHOLDER_EMAIL_PREFIX : words.join('.');
  return `${local}.${timeSuffix(now)}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

const PLACEHOLDER_PATTERN = /^[a-z0-9]+(?:\.[a-z0-9]+)*\.\d{6}@example\.com$/;

/**
 * Whether an address is a generated placeholder (so screens can show "no e-mail" instead).
 *
 * @example
 * isPlaceholderTravellerEmail('traveller.600123@example.com') // true
 * isPlaceholderTravellerEmail('zoe@agency.ma') // false
 */
export function isPlaceholderTravellerEmail(email: string): boolean {
  return PLACEHOLDER_PATTERN.test(email);
}
