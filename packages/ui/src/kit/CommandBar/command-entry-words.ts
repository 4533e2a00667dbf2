import {
  type CommandEntry,
  type CommandEntryProblem,
  formatDate,
  PASSENGER_COUNT_FIELDS,
  type PassengerCounts,
} from '@comptoir/flight-domain';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * What is wrong with an entry (flight-domain's `readCommandEntry`), in the interface's language.
 *
 * @example
 * entryProblemText({ kind: 'no-such-date', day: 31, month: 'APR' }) // '31 APR does not exist.'
 */
export function entryProblemText(problem: CommandEntryProblem): string {
  switch (problem.kind) {
    case 'availability-format':
      return m.cmd_availability_format();
    case 'plain-format':
      return m.cmd_plain_format();
    case 'unknown-month':
      return problem.entry === 'cryptic'
        ? m.cmd_unknown_month({ month: problem.month })
        : m.cmd_unknown_month_plain({ month: problem.month });
    case 'no-month':
      return m.cmd_no_month({ month: problem.month });
    case 'no-such-date':
      return m.cmd_no_such_date({ day: problem.day, month: problem.month });
    case 'same-airports':
      return m.cmd_same_airports({ airport: problem.airport });
    case 'passengers':
      return m.cmd_passengers();
    case 'unknown-passenger-type':
      return m.cmd_unknown_passenger_type({ code: problem.code });
    case 'locator':
      return `${m.cmd_rt_takes_locator()} ${m.shell_locator_invalid()}`;
  }
}

/** `2 ADT, 1 CNN`: the counts typed, by their codes (as agents type them, in either language). */
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
      const flights = {
        from: search.from,
        to: search.to,
        date: formatDate(search.date),
        passengers: passengersLabel(search),
      };
      const airline = search.airlines?.[0];
      return airline === undefined
        ? m.cmd_do_availability(flights)
        : m.cmd_do_availability_airline({ ...flights, airline });
    }
    case 'retrieve':
      return m.cmd_do_retrieve({ locator: entry.locator });
    case 'ticket':
      return m.cmd_do_ticket();
    case 'cancel':
      return m.cmd_do_cancel();
    case 'display-ticket':
      return m.cmd_do_display_ticket();
  }
}

/** The cryptic entries' help: each form as staff type it, and what it does. */
export const CRYPTIC_ENTRY_HELP = [
  { example: 'AN15DECCMNCDG', does: m.cmd_help_availability },
  { example: 'AN15DECCMNCDG/AAT', does: m.cmd_help_availability_airline },
  { example: 'RTRWBAUM', does: m.cmd_help_retrieve },
  { example: 'TTP', does: m.cmd_help_ticket },
  { example: 'XI', does: m.cmd_help_cancel },
  { example: 'TWD', does: m.cmd_help_display_ticket },
  { example: 'cmn cdg 15/12 2 adt', does: m.cmd_help_plain },
] as const;
