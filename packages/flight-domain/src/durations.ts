/**
 * Flight and layover durations in the ISO 8601 style SPEC §3 uses (`PTnHnM`), held as whole minutes.
 */
import { z } from './zod-mini';
import { readIsoDateTime } from './dates';

/**
 * Reads `PnDTnHnM` and its shorter forms (`PT2H30M`, `PT45M`, `PT3H`, `P1DT2H`); a day counts 24 hours.
 * Seconds, weeks, months and years are not flight durations and are refused.
 */
const ISO_DURATION_PATTERN = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/;

/**
 * Reads an ISO 8601 duration into whole minutes, or `null` when it is not one.
 *
 * @example
 * parseIsoDuration('PT2H30M') // 150
 * parseIsoDuration('P1DT1H') // 1500
 * parseIsoDuration('2h30') // null
 */
export function parseIsoDuration(value: string): number | null {
  const match = ISO_DURATION_PATTERN.exec(value);
  if (match === null) return null;
  const [, days, hours, minutes] = match;
  if (days === undefined && hours === undefined && minutes === undefined) return null;
  if (value.endsWith('T')) return null;
  const total = Number(days ?? 0) * 1440 + Number(hours ?? 0) * 60 + Number(minutes ?? 0);
  return Number.isSafeInteger(total) ? total : null;
}

/**
 * Writes whole minutes as `PTnHnM`, always with both parts (`PT1H0M`, `PT0H45M`), hours unbounded.
 * `parseIsoDuration(formatIsoDuration(n)) === n` for every whole n ≥ 0.
 *
 * @example
 * formatIsoDuration(150) // 'PT2H30M'
 * formatIsoDuration(1500) // 'PT25H0M'
 */
export function formatIsoDuration(minutes: number): string {
  assertMinutes(minutes);
  return `PT${String(Math.floor(minutes / 60))}H${String(minutes % 60)}M`;
}

/**
 * Writes whole minutes for staff to read: `2 h 30 min`, `45 min`, `3 h`.
 *
 * @example
 * formatDurationLabel(150) // '2 h 30 min'
 * formatDurationLabel(45) // '45 min'
 * formatDurationLabel(180) // '3 h'
 */
export function formatDurationLabel(minutes: number): string {
  assertMinutes(minutes);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${String(rest)} min`;
  if (rest === 0) return `${String(hours)} h`;
  return `${String(hours)} h ${String(rest)} min`;
}

function assertMinutes(minutes: number): void {
  if (!Number.isSafeInteger(minutes) || minutes < 0) {
    throw new RangeError(`A duration must be a whole number of minutes ≥ 0, got ${String(minutes)}.`);
  }
}

function instantOf(timestamp: string): number | null {
  const read = readIsoDateTime(timestamp);
  return read?.hasTime === true ? read.instantMs : null;
}

/**
 * Whole minutes from one ISO 8601 date-time to another (seconds rounded to the nearest minute), or `null`
 * when either is not a date-time or the end comes first. A date-time without an offset counts as UTC, so
 * two local times of one airport compare correctly but local times of two airports need their offsets.
 * Offsets are honoured: a flight leaving Casablanca at 10:00+01:00 and landing in Paris at 13:00+02:00
 * takes 2 hours.
 *
 * @example
 * minutesBetween('2025-03-07T10:00:00+01:00', '2025-03-07T13:00:00+02:00') // 120
 * minutesBetween('2025-03-07T13:00', '2025-03-07T10:00') // null
 */
export function minutesBetween(start: string, end: string): number | null {
  const from = instantOf(start);
  const to = instantOf(end);
  if (from === null || to === null || to < from) return null;
  return Math.round((to - from) / 60_000);
}

/**
 * The ISO 8601 duration between two timestamps, or `null` as for `minutesBetween`.
 *
 * @example
 * isoDurationBetween('2025-03-07T10:00:00Z', '2025-03-07T12:35:00Z') // 'PT2H35M'
 */
export function isoDurationBetween(start: string, end: string): string | null {
  const minutes = minutesBetween(start, end);
  return minutes === null ? null : formatIsoDuration(minutes);
}

/**
 * Validates an ISO 8601 duration string and keeps it as written.
 *
 * @example
 * isoDurationSchema.parse('PT4H0M') // 'PT4H0M'
 */
export const isoDurationSchema = z
  .string()
  .check(
    z.refine((value) => parseIsoDuration(value) !== null, { error: 'Enter a duration such as PT2H30M' }),
  );
