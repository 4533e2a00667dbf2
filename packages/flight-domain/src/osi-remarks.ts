/**
 * OSI remarks (other service information): free text sent to the carriers of a GDS reservation
 * (SPEC §7 `POST {locator}/osi/{workbenchID}/add` with `{comments}`).
 */
import { z } from './zod-mini';

/**
 * The longest OSI remark, in characters. A teletype line holds 69 characters (IATA AIRIMP); the
 * `OSI YY ` prefix the GDS adds leaves 62, and 60 keeps a margin for the carrier's own prefix.
 */
export const OSI_REMARK_MAX_LENGTH = 60;

/** Messages of the OSI remark form. */
export const OSI_MESSAGES = {
  empty: 'Enter the remark',
  tooLong: `An OSI remark holds at most ${String(OSI_REMARK_MAX_LENGTH)} characters`,
  none: 'Enter at least one remark',
} as const;

/**
 * One OSI remark: trimmed, not empty, at most `OSI_REMARK_MAX_LENGTH` characters.
 *
 * @example
 * osiRemarkTextSchema.parse('  VIP PASSENGER ') // 'VIP PASSENGER'
 */
export const osiRemarkTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, OSI_MESSAGES.empty),
    z.maxLength(OSI_REMARK_MAX_LENGTH, OSI_MESSAGES.tooLong),
  );

/**
 * The remarks of one add call: at least one, each valid.
 *
 * @example
 * osiCommentsSchema.safeParse([]).error?.issues[0]?.message // 'Enter at least one remark'
 */
export const osiCommentsSchema = z.array(osiRemarkTextSchema).check(z.minLength(1, OSI_MESSAGES.none));
