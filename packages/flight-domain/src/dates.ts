/**
 * Dates and times shown in fr-FR with a 2-digit day and month (SPEC §3): `07/03/2025`, `10:05`,
 * `07/03/2025 10:05`. Plain ASCII output: `/` and `:` separators, one U+0020 space between date and time.
 *
 * Which clock is shown: an ISO string is shown as written, at the wall-clock time of its own offset
 * (a departure at `2025-03-07T10:05:00+01:00` shows 10:05, the local time at the airport, whatever the
 * zone of the browser). A `Date` or epoch milliseconds is an instant without a zone: it is shown in the
 * `timeZone` option, UTC by default, so nothing depends on the machine's zone. Pass `timeZone` with an
 * ISO string to convert it to that zone instead.
 */
import { DISPLAY_LOCALE } from './constants';

/**
 * What the date formatters accept: an ISO 8601 date or date-time string, a `Date`, or epoch milliseconds.
 *
 * @example
 * const departure: DateInput = '2025-03-07T10:05:00+01:00';
 */
export type DateInput = string | Date | number;

/**
 * Options of the date formatters.
 *
 * @example
 * formatDateTime(Date.UTC(2025, 2, 7, 9, 5), { timeZone: 'Africa/Casablanca' } satisfies DateFormatOptions)
 */
export interface DateFormatOptions {
  /** IANA zone to show an instant in. Default: an ISO string's own offset; UTC for `Date` and numbers. */
  readonly timeZone?: string;
}

/**
 * An ISO 8601 date-time read into its wall clock (as UTC milliseconds) and its instant.
 *
 * @example
 * const read: IsoDateTime | null = readIsoDateTime('2025-03-07T10:05:00+01:00');
 */
export interface IsoDateTime {
  /** The written date and time, counted as if they were UTC. */
  readonly wallClockMs: number;
  /** The instant, using the written offset (UTC when there is none). */
  readonly instantMs: number;
  readonly hasTime: boolean;
}

const ISO_DATE_TIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * Reads an ISO 8601 date (`2025-03-07`) or date-time (`2025-03-07T10:05`, with optional seconds,
 * fraction and `Z`/`±hh:mm` offset), refusing impossible calendar dates such as 30 February.
 *
 * @example
 * readIsoDateTime('2025-03-07T10:05:00+01:00')?.instantMs // Date.UTC(2025, 2, 7, 9, 5)
 * readIsoDateTime('2025-02-30') // null
 */
export function readIsoDateTime(value: string): IsoDateTime | null {
  const match = ISO_DATE_TIME_PATTERN.exec(value);
  if (match === null) return null;
  const [, year = '', month = '', day = '', hour, minute = '0', second = '0', fraction = '', offset] = match;
  const parts = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour ?? '0'),
    minute: Number(minute),
    second: Number(second),
  };
  if (parts.hour > 23 || parts.minute > 59 || parts.second > 59) return null;
  const date = new Date(0);
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  if (date.getUTCMonth() !== parts.month - 1 || date.getUTCDate() !== parts.day) return null;
  const milliseconds = fraction === '' ? 0 : Math.floor(Number(`0${fraction}`) * 1000);
  date.setUTCHours(parts.hour, parts.minute, parts.second, milliseconds);
  const wallClockMs = date.getTime();
  const offsetMinutes = offsetToMinutes(offset);
  if (offsetMinutes === null) return null;
  return { wallClockMs, instantMs: wallClockMs - offsetMinutes * 60_000, hasTime: hour !== undefined };
}

function offsetToMinutes(offset: string | undefined): number | null {
  if (offset === undefined || offset === 'Z') return 0;
  const hours = Number(offset.slice(1, 3));
  const minutes = Number(offset.slice(4, 6));
  if (hours > 23 || minutes > 59) return null;
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

const DATE_PARTS = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const TIME_PARTS = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

type Pattern = 'date' | 'time' | 'dateTime';

const PATTERNS: Record<Pattern, Intl.DateTimeFormatOptions> = {
  date: DATE_PARTS,
  time: TIME_PARTS,
  dateTime: { ...DATE_PARTS, ...TIME_PARTS },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(pattern: Pattern, timeZone: string): Intl.DateTimeFormat {
  const key = `${pattern}|${timeZone}`;
  let format = formatters.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(DISPLAY_LOCALE, { ...PATTERNS[pattern], timeZone });
    formatters.set(key, format);
  }
  return format;
}

function format(pattern: Pattern, value: DateInput, options: DateFormatOptions): string {
  if (typeof value === 'string') {
    const read = readIsoDateTime(value);
    if (read === null) throw new RangeError(`Not an ISO 8601 date: ${value}`);
    if (options.timeZone !== undefined && read.hasTime) {
      return formatter(pattern, options.timeZone).format(read.instantMs);
    }
    return formatter(pattern, 'UTC').format(read.wallClockMs);
  }
  const instant = typeof value === 'number' ? value : value.getTime();
  if (!Number.isFinite(instant)) throw new RangeError('Invalid date');
  return formatter(pattern, options.timeZone ?? 'UTC').format(instant);
}

/**
 * A date in fr-FR, day and month on 2 digits. Throws a RangeError for an invalid date.
 *
 * @example
 * formatDate('2025-03-07') // '07/03/2025'
 * formatDate('2025-03-07T23:30:00-05:00') // '07/03/2025' (the date where it was written)
 */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  return format('date', value, options);
}

/**
 * A time of day in fr-FR, 24-hour, on 2 digits.
 *
 * @example
 * formatTime('2025-03-07T09:05:00+01:00') // '09:05'
 */
export function formatTime(value: DateInput, options: DateFormatOptions = {}): string {
  return format('time', value, options);
}

/**
 * A date and time in fr-FR: `dd/mm/yyyy hh:mm`.
 *
 * @example
 * formatDateTime('2025-03-07T09:05:00+01:00') // '07/03/2025 09:05'
 * formatDateTime(Date.UTC(2025, 2, 7, 9, 5), { timeZone: 'Europe/Paris' }) // '07/03/2025 10:05'
 */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  return format('dateTime', value, options);
}

const ISO_CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A value staff entered, for a sentence the interface composes (a pending change's label): an ISO
 * calendar date shows in fr-FR like every other date (SPEC §3); any other value is shown as it is.
 *
 * @example
 * formatEnteredValue('1988-04-12') // '12/04/1988'
 * formatEnteredValue('EL AMRANI') // 'EL AMRANI'
 */
export function formatEnteredValue(value: string): string {
  return ISO_CALENDAR_DATE.test(value) && readIsoDateTime(value) !== null ? formatDate(value) : value;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * A `Date`'s day in the browser's own zone as ISO 8601 (`YYYY-MM-DD`): the agent's today for a form or
 * an entry. Read from the date's fields, without `Intl`, whose first use loads the locale's data.
 *
 * @example
 * localIsoDate(new Date(2025, 2, 7, 23, 59)) // '2025-03-07'
 */
export function localIsoDate(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}
