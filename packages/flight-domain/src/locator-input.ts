/**
 * A record locator typed by staff (SPEC §7 "POST /flight/retrieve with {locator}").
 */
import { z } from './zod-mini';

/**
 * A record locator: six capitals or digits. Here rather than with the reservation's schemas, so that the
 * header's locator field checks what is typed without loading them.
 */
export const locatorSchema = z.string().check(z.regex(/^[A-Z0-9]{6}$/));

/** What staff read when what they typed is not a locator. */
export const LOCATOR_INPUT_MESSAGE = 'Enter a 6-character locator: letters and digits, e.g. RWBAUM.';

/**
 * The locator in what was typed (spaces around it dropped, read in capitals), or the message saying
 * what is wrong.
 *
 * @example
 * parseLocatorInput(' rwbaum ') // { ok: true, locator: 'RWBAUM' }
 * parseLocatorInput('RWB') // { ok: false, message: LOCATOR_INPUT_MESSAGE }
 */
export function parseLocatorInput(
  text: string,
): { ok: true; locator: string } | { ok: false; message: string } {
  const locator = text.trim().toUpperCase();
  return locatorSchema.safeParse(locator).success
    ? { ok: true, locator }
    : { ok: false, message: LOCATOR_INPUT_MESSAGE };
}
