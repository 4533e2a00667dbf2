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
import { formatDate, readIsoDateTime } from './dates';
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
 * The reading of what was typed: an entry, an entry with a mistake (its message says what is wrong), or
 * text that is no entry at all (the bar then looks for pages and records).
 *
 * @example
 * const read: CommandEntryReading = { status: 'invalid', message: 'Unknown month "DCE": use JAN to DEC.' };
 */
export type CommandEntryReading =
  | { readonly status: 'entry'; readonly entry: CommandEntry }
  | { readonly status: 'invalid'; readonly message: string }
  | { readonly status: 'text' };

/** The cryptic entries' help: each form as staff type it, and what it does. */
export const CRYPTIC_ENTRY_HELP = [
  { example: 'AN15DECCMNCDG', does: 'One-way flights from CMN to CDG on 15 December' },
  { example: 'AN15DECCMNCDG/AAT', does: 'The same, on airline AT only' },
  { example: 'RTRWBAUM', does: 'Open the booking RWBAUM' },
  { example: 'TTP', does: 'Issue the tickets of the reservation shown' },
  { example: 'XI', does: 'Cancel the reservation shown' },
  { example: 'TWD', does: 'Show the ticket shown' },
  { example: 'cmn cdg 15/12 2 adt', does: 'One-way flights in plain words, with 2 adults' },
] as const;

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

const AVAILABILITY_FORMAT = 'Type AN, a date, then the two airports: AN15DECCMNCDG (or AN15DECCMNCDG/AAT).';
const PLAIN_FORMAT =
  'Type the two airports, a date, then the passengers if more than 1 adult: cmn cdg 15/12 2 adt.';

const invalid = (message: string): CommandEntryReading => ({ status: 'invalid', message });
const two = (value: number) => String(value).padStart(2, '0');

/**
 * The next date on this day and month from `today` (`YYYY-MM-DD`), today included, or the message saying
 * why there is none.
 *
 * @example
 * nextDateOn(15, 12, '2026-12-20') // { ok: true, date: '2027-12-15' }
 * nextDateOn(31, 4, '2026-01-01') // { ok: false, message: '31 APR does not exist.' }
 */
export function nextDateOn(
  day: number,
  month: number,
  today: string,
): { ok: true; date: string } | { ok: false; message: string } {
  const monthName = MONTHS[month - 1];
  if (monthName === undefined)
    return { ok: false, message: `There is no month ${String(month)}: use 1 to 12.` };
  const first = readIsoDateTime(today);
  if (first === null) throw new RangeError(`today is not a YYYY-MM-DD date: ${today}`);
  const year = new Date(first.wallClockMs).getUTCFullYear();
  for (let ahead = 0; ahead <= YEARS_AHEAD; ahead += 1) {
    const date = `${String(year + ahead)}-${two(month)}-${two(day)}`;
    if (readIsoDateTime(date) !== null && date >= today.slice(0, 10)) return { ok: true, date };
  }
  return { ok: false, message: `${String(day)} ${monthName} does not exist.` };
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
  date: { ok: true; date: string } | { ok: false; message: string },
  passengers: PassengerCounts,
  airline?: string,
): CommandEntryReading {
  if (!date.ok) return invalid(date.message);
  if (from === to) return invalid(`${from} is both where the flight leaves from and where it goes to.`);
  const check = checkPassengers(passengers);
  if (!check.valid) return invalid(`${check.message}: inf and cnn travel with an adt, unn alone.`);
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
  if (match === null) return invalid(AVAILABILITY_FORMAT);
  const [, day = '', month = '', from = '', to = '', airline] = match;
  const monthNumber = monthOf(month);
  if (monthNumber === null) return invalid(`Unknown month "${month}": use JAN to DEC.`);
  return availability(from, to, nextDateOn(Number(day), monthNumber, today), ONE_ADULT, airline);
}

// "cmn cdg 15 dec", "cmn cdg 15dec", "cmn cdg 15/12", then optionally "2 adt 1 cnn".
const PLAIN_START = /^([A-Z]{3})\s+([A-Z]{3})\s+(\d.*)$/;
const PLAIN_DATE = /^(\d{1,2})(?:\s*([A-Z]+)|\/(\d{1,2}))(?:\s+(.*))?$/;
const PASSENGER_WORD = /^(\d{1,2})\s*([A-Z]{3})$/;

function readPassengers(rest: string): PassengerCounts | string {
  const counts: Record<(typeof PASSENGER_COUNT_FIELDS)[number], number> = { adt: 0, cnn: 0, inf: 0, unn: 0 };
  const words = rest.match(/\d+\s*[A-Z]+/g) ?? [];
  if (words.join('').replace(/\s/g, '') !== rest.replace(/\s/g, '')) return PLAIN_FORMAT;
  for (const word of words) {
    const [, count = '', code = ''] = PASSENGER_WORD.exec(word) ?? [];
    const field = code === 'CHD' ? 'cnn' : code.toLowerCase();
    if (!(PASSENGER_COUNT_FIELDS as readonly string[]).includes(field)) {
      return `Unknown passenger type "${code || word}": use ADT, CNN (or CHD), INF or UNN.`;
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
  if (date === null) return invalid(PLAIN_FORMAT);
  const [, day = '', monthWord, monthDigits, passengers] = date;
  const month = monthWord === undefined ? Number(monthDigits) : monthOf(monthWord);
  if (month === null) return invalid(`Unknown month "${monthWord ?? ''}": use JAN to DEC, or 15/12.`);
  const counts = passengers === undefined ? ONE_ADULT : readPassengers(passengers);
  if (typeof counts === 'string') return invalid(counts);
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
 * readCommandEntry('RTRWB', '2026-11-28') // { status: 'invalid', message: 'Enter a 6-character locator: …' }
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
      : invalid(`RT takes a locator. ${locator.message}`);
  }
  return readPlainWords(entry, today);
}

function passengersLabel(counts: PassengerCounts): string {
  return PASSENGER_COUNT_FIELDS.filter((field) => counts[field] > 0)
    .map((field) => `${String(counts[field])} ${field.toUpperCase()}`)
    .join(', ');
}

/**
 * What Enter does with an entry, in a sentence the bar shows before it is pressed.
 *
 * @example
 * describeCommandEntry({ kind: 'retrieve', locator: 'RWBAUM' }) // 'Open the booking RWBAUM'
 * describeCommandEntry({ kind: 'availability', search: { from: 'CMN', to: 'CDG', date: '2026-12-15', adt: 2, cnn: 0, inf: 0, unn: 0 } })
 * // 'One-way flights CMN → CDG on 15/12/2026, 2 ADT'
 */
export function describeCommandEntry(entry: CommandEntry): string {
  switch (entry.kind) {
    case 'availability': {
      const { search } = entry;
      const airline = search.airlines === undefined ? '' : ` on ${search.airlines[0]} only`;
      return `One-way flights ${search.from} → ${search.to} on ${formatDate(search.date)}, ${passengersLabel(search)}${airline}`;
    }
    case 'retrieve':
      return `Open the booking ${entry.locator}`;
    case 'ticket':
      return 'Issue the tickets of this reservation';
    case 'cancel':
      return 'Cancel this reservation';
    case 'display-ticket':
      return 'Show this ticket';
  }
}
