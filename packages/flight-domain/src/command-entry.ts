/**
 * The command bar's entries: the few cryptic entries agents type in GDS terminals, and the same search in
 * plain words. Every form, with what Enter does:
 *
 * | entry                               | does                                                         |
 * | ----------------------------------- | ------------------------------------------------------------ |
 * | `AN15DECCMNCDG`                     | one-way results CMN → CDG on the next 15 December, 1 adult   |
 * | `AN15DECCMNCDG/AAT`                 | the same, on airline AT only                                 |
 * | `RTRWBAUM`                          | opens the booking of locator RWBAUM                          |
 * | `TTP` (on a reservation)            | asks to issue its tickets (the "Issue tickets" confirmation) |
 * | `XI` (on a reservation)             | asks to cancel it (the "Cancel reservation" confirmation)    |
 * | `TWD` (on a ticket)                 | shows the ticket                                             |
 * | `cmn cdg 15 dec`, `cmn cdg 15/12 2 adt` | one-way results, with the passengers typed (default 1 adult) |
 *
 * Entries are read in any case, spaces around them dropped. A date without a year is the next such date
 * from today, never one in the past (today itself counts): `15DEC` typed on 20 December is next year's.
 */
import { readIsoDateTime } from './dates';
import { parseLocatorInput } from './locator-input';
import { checkPassengers, PASSENGER_COUNT_FIELDS, type PassengerCounts } from './passengers';

/**
 * A one-way search an entry asks for: its legs' codes, date (`YYYY-MM-DD`), passengers and, with `/A`,
 * the only airline to search. It is a valid one-way search's input (`oneWaySearchSchema`).
 *
 * @example
 * const search: AvailabilityEntrySearch = { from: 'CMN', to: 'CDG', date: '2026-12-15', adt: 1, cnn: 0, inf: 0, unn: 0 };
 */
export interface AvailabilityEntrySearch extends PassengerCounts {
  readonly from: string;
  readonly to: string;
  readonly date: string;
  readonly airlines?: string[];
  readonly airlineType?: 'Permitted';
}

/**
 * What a well-formed entry asks for.
 *
 * @example
 * const entry: CommandEntry = { kind: 'retrieve', locator: 'RWBAUM' };
 */
export type CommandEntry =
  | { readonly kind: 'availability'; readonly search: AvailabilityEntrySearch }
  | { readonly kind: 'retrieve'; readonly locator: string }
  /** `TTP`: issue the reservation's tickets. */
  | { readonly kind: 'ticket' }
  /** `XI`: cancel the reservation. */
  | { readonly kind: 'cancel' }
  /** `TWD`: show the ticket. */
  | { readonly kind: 'display-ticket' };

/**
 * What is wrong with an entry, for the bar to say in the interface's language (ui words each kind):
 * - `availability-format`, `plain-format`: the entry is not in its form (`AN15DECCMNCDG`, `cmn cdg 15/12`);
 * - `unknown-month`: a month that is none (`DCE`), in a cryptic or a plain-words entry;
 * - `no-month`: a month number out of 1 to 12; `no-such-date`: a day the month never has (`31 APR`);
 * - `same-airports`: the flight leaves from where it goes to;
 * - `passengers`: counts that break SPEC's passenger rules (`checkPassengers`);
 * - `unknown-passenger-type`: a code other than ADT, CNN, CHD, INF, UNN;
 * - `locator`: `RT` with no valid locator.
 *
 * @example
 * const problem: CommandEntryProblem = { kind: 'no-such-date', day: 31, month: 'APR' };
 */
export type CommandEntryProblem =
  | { readonly kind: 'availability-format' }
  | { readonly kind: 'plain-format' }
  | { readonly kind: 'unknown-month'; readonly month: string; readonly entry: 'cryptic' | 'plain' }
  | { readonly kind: 'no-month'; readonly month: number }
  | { readonly kind: 'no-such-date'; readonly day: number; readonly month: string }
  | { readonly kind: 'same-airports'; readonly airport: string }
  | { readonly kind: 'passengers' }
  | { readonly kind: 'unknown-passenger-type'; readonly code: string }
  | { readonly kind: 'locator' };

/**
 * The reading of what was typed: an entry, an entry with a mistake (its problem says what is wrong), or
 * text that is no entry at all (the bar then looks for pages and records).
 *
 * @example
 * const read: CommandEntryReading = { status: 'invalid', problem: { kind: 'unknown-month', month: 'DCE', entry: 'cryptic' } };
 */
export type CommandEntryReading =
  | { readonly status: 'entry'; readonly entry: CommandEntry }
  | { readonly status: 'invalid'; readonly problem: CommandEntryProblem }
  | { readonly status: 'text' };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
const MONTH_NAMES = [
  'JANUARY',
  'FEBRUARY',
  'MARCH',
  'APRIL',
  'MAY',
  'JUNE',
  'JULY',
  'AUGUST',
  'SEPTEMBER',
  'OCTOBER',
  'NOVEMBER',
  'DECEMBER',
] as const;
/** How far ahead a day is looked for: 29 February comes back within 8 years. */
const YEARS_AHEAD = 8;

const invalid = (problem: CommandEntryProblem): CommandEntryReading => ({ status: 'invalid', problem });
const two = (value: number) => String(value).padStart(2, '0');

/** A date an entry names, or why there is none. */
type EntryDate = { ok: true; date: string } | { ok: false; problem: CommandEntryProblem };

/**
 * The next date on this day and month from `today` (`YYYY-MM-DD`), today included, or the problem saying
 * why there is none.
 *
 * @example
 * nextDateOn(15, 12, '2026-12-20') // { ok: true, date: '2027-12-15' }
 * nextDateOn(31, 4, '2026-01-01') // { ok: false, problem: { kind: 'no-such-date', day: 31, month: 'APR' } }
 */
export function nextDateOn(day: number, month: number, today: string): EntryDate {
  const monthName = MONTHS[month - 1];
  if (monthName === undefined) return { ok: false, problem: { kind: 'no-month', month } };
  const first = readIsoDateTime(today);
  if (first === null) throw new RangeError(`today is not a YYYY-MM-DD date: ${today}`);
  const year = new Date(first.wallClockMs).getUTCFullYear();
  for (let ahead = 0; ahead <= YEARS_AHEAD; ahead += 1) {
    const date = `${String(year + ahead)}-${two(month)}-${two(day)}`;
    if (readIsoDateTime(date) !== null && date >= today.slice(0, 10)) return { ok: true, date };
  }
  return { ok: false, problem: { kind: 'no-such-date', day, month: monthName } };
}

function monthOf(word: string): number | null {
  const upper = word.toUpperCase();
  const short = MONTHS.indexOf(upper as (typeof MONTHS)[number]);
  const long = MONTH_NAMES.indexOf(upper as (typeof MONTH_NAMES)[number]);
  const index = short === -1 ? long : short;
  return index === -1 ? null : index + 1;
}

function availability(
  from: string,
  to: string,
  date: EntryDate,
  passengers: PassengerCounts,
  airline?: string,
): CommandEntryReading {
  if (!date.ok) return invalid(date.problem);
  if (from === to) return invalid({ kind: 'same-airports', airport: from });
  if (!checkPassengers(passengers).valid) return invalid({ kind: 'passengers' });
  const search: AvailabilityEntrySearch = {
    from,
    to,
    date: date.date,
    ...passengers,
    ...(airline === undefined ? {} : { airlines: [airline], airlineType: 'Permitted' }),
  };
  return { status: 'entry', entry: { kind: 'availability', search } };
}

const ONE_ADULT: PassengerCounts = { adt: 1, cnn: 0, inf: 0, unn: 0 };
const CRYPTIC_AVAILABILITY = /^AN(\d{1,2})([A-Z]{3})([A-Z]{3})([A-Z]{3})(?:\/A([A-Z0-9]{2}))?$/;

function readAvailability(entry: string, today: string): CommandEntryReading {
  const match = CRYPTIC_AVAILABILITY.exec(entry);
  if (match === null) return invalid({ kind: 'availability-format' });
  const [, day = '', month = '', from = '', to = '', airline] = match;
  const monthNumber = monthOf(month);
  if (monthNumber === null) return invalid({ kind: 'unknown-month', month, entry: 'cryptic' });
  return availability(from, to, nextDateOn(Number(day), monthNumber, today), ONE_ADULT, airline);
}

// "cmn cdg 15 dec", "cmn cdg 15dec", "cmn cdg 15/12", then optionally "2 adt 1 cnn".
const PLAIN_START = /^([A-Z]{3})\s+([A-Z]{3})\s+(\d.*)$/;
const PLAIN_DATE = /^(\d{1,2})(?:\s*([A-Z]+)|\/(\d{1,2}))(?:\s+(.*))?$/;
const PASSENGER_WORD = /^(\d{1,2})\s*([A-Z]{3})$/;

function readPassengers(rest: string): PassengerCounts | CommandEntryProblem {
  const counts: Record<(typeof PASSENGER_COUNT_FIELDS)[number], number> = { adt: 0, cnn: 0, inf: 0, unn: 0 };
  const words = rest.match(/\d+\s*[A-Z]+/g) ?? [];
  if (words.join('').replace(/\s/g, '') !== rest.replace(/\s/g, '')) return { kind: 'plain-format' };
  for (const word of words) {
    const [, count = '', code = ''] = PASSENGER_WORD.exec(word) ?? [];
    const field = code === 'CHD' ? 'cnn' : code.toLowerCase();
    if (!(PASSENGER_COUNT_FIELDS as readonly string[]).includes(field)) {
      return { kind: 'unknown-passenger-type', code: code || word };
    }
    counts[field as keyof typeof counts] += Number(count);
  }
  return counts;
}

function readPlainWords(entry: string, today: string): CommandEntryReading {
  const start = PLAIN_START.exec(entry);
  if (start === null) return { status: 'text' };
  const [, from = '', to = '', rest = ''] = start;
  const date = PLAIN_DATE.exec(rest);
  if (date === null) return invalid({ kind: 'plain-format' });
  const [, day = '', monthWord, monthDigits, passengers] = date;
  const month = monthWord === undefined ? Number(monthDigits) : monthOf(monthWord);
  if (month === null) return invalid({ kind: 'unknown-month', month: monthWord ?? '', entry: 'plain' });
  const counts = passengers === undefined ? ONE_ADULT : readPassengers(passengers);
  if ('kind' in counts) return invalid(counts);
  return availability(from, to, nextDateOn(Number(day), month, today), counts);
}

/**
 * Reads what was typed in the command bar (`today` is the agent's date, `YYYY-MM-DD`): a cryptic entry or
 * a plain-words search, a mistake in one with what is wrong, or other text.
 *
 * @example
 * readCommandEntry('AN15DECCMNCDG', '2026-11-28')
 * // { status: 'entry', entry: { kind: 'availability', search: { from: 'CMN', to: 'CDG', date: '2026-12-15', adt: 1, cnn: 0, inf: 0, unn: 0 } } }
 * readCommandEntry('cmn cdg 15/12 2 adt', '2026-12-20').status // 'entry' (on 2027-12-15, 2 adults)
 * readCommandEntry('RTRWB', '2026-11-28') // { status: 'invalid', problem: { kind: 'locator' } }
 * readCommandEntry('members', '2026-11-28') // { status: 'text' }
 */
export function readCommandEntry(text: string, today: string): CommandEntryReading {
  const entry = text.trim().toUpperCase().replace(/\s+/g, ' ');
  if (entry === 'TTP') return { status: 'entry', entry: { kind: 'ticket' } };
  if (entry === 'XI') return { status: 'entry', entry: { kind: 'cancel' } };
  if (entry === 'TWD') return { status: 'entry', entry: { kind: 'display-ticket' } };
  if (/^AN\d/.test(entry)) return readAvailability(entry.replace(/ /g, ''), today);
  if (/^RT([A-Z0-9]*)$/.test(entry)) {
    const locator = parseLocatorInput(entry.slice(2));
    return locator.ok
      ? { status: 'entry', entry: { kind: 'retrieve', locator: locator.locator } }
      : invalid({ kind: 'locator' });
  }
  return readPlainWords(entry, today);
}
