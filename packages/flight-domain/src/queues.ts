/**
 * `@comptoir/flight-domain/queues`, apart from the package's index: the app's entry imports the index,
 * whose every module lands in the code every page loads; the queues' items and rules are for the queues'
 * pages and the navigation's count only.
 *
 * The work queues' rules: which reservations the ticketing-deadline queue holds, in which order, and the
 * time left before a deadline as staff read it (relative and exact, in fr-FR), red under a day. Time is
 * always passed in (`nowMs`), never read here.
 */
import { z } from './zod-mini';
import { DISPLAY_LOCALE } from './constants';
import { formatDateTime } from './dates';
import { listQuerySchema } from './list-query';

export * from './entities/queues';
export * from './entities/queue-summary';
export * from './queue-search';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The queues' windows: a reservation enters the ticketing-deadline queue 72 hours before its deadline,
 * and its time left shows red under 24 hours.
 *
 * @example
 * QUEUE_WINDOWS.deadlineHours // 72
 */
export const QUEUE_WINDOWS = { deadlineHours: 72, urgentHours: 24 } as const;

/**
 * A queue's list query: SPEC §3's list query and, optionally, only the items assigned to the caller.
 *
 * @example
 * queueListQuerySchema.parse({ mine: true }) // { page: 1, limit: 10, mine: true }
 */
export const queueListQuerySchema = z.extend(listQuerySchema, { mine: z.optional(z.boolean()) });
export type QueueListQuery = z.infer<typeof queueListQuerySchema>;
export type QueueListQueryInput = z.input<typeof queueListQuerySchema>;

/**
 * Whether a reservation's ticketing deadline puts it in the queue at `nowMs`: passed, or within the
 * queue's window (72 hours).
 *
 * @example
 * isInDeadlineQueue(Date.UTC(2026, 0, 4), Date.UTC(2026, 0, 1)) // true (72 h left)
 * isInDeadlineQueue(Date.UTC(2026, 0, 5), Date.UTC(2026, 0, 1)) // false
 */
export function isInDeadlineQueue(deadlineMs: number, nowMs: number): boolean {
  return deadlineMs - nowMs <= QUEUE_WINDOWS.deadlineHours * HOUR_MS;
}

/**
 * The ticketing-deadline queue's order: the deadlines already passed first (the longest overdue at the
 * top), then the soonest; equal deadlines by locator, so the order is the same at every call.
 *
 * @example
 * orderByDeadline([{ locator: 'B', ticketingDeadline: '2026-01-02T10:00:00Z' }, { locator: 'A', ticketingDeadline: '2026-01-01T10:00:00Z' }])
 * // A (the sooner) first
 */
export function orderByDeadline<Item extends { ticketingDeadline: string; locator: string }>(
  items: readonly Item[],
): Item[] {
  return items
    .map((item) => ({ item, at: Date.parse(item.ticketingDeadline) }))
    .sort((a, b) => a.at - b.at || a.item.locator.localeCompare(b.item.locator))
    .map(({ item }) => item);
}

/** How a time left reads: passed, under a day (red both), or later. */
export type TimeLeftTone = 'overdue' | 'urgent' | 'later';

/** The time left before a deadline, as the queue shows it. */
export interface TimeLeft {
  /** Relative, in fr-FR: `dans 5 heures`, `demain`, `il y a 2 heures`. */
  readonly relative: string;
  /** The deadline itself in the zone: `07/03/2026 10:05`. */
  readonly exact: string;
  readonly tone: TimeLeftTone;
}

let relativeFormat: Intl.RelativeTimeFormat | undefined;

/** The calendar day of an instant in a zone, as days since the epoch. */
function dayNumber(instantMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instantMs);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

function relativeWording(deadlineMs: number, nowMs: number, timeZone: string): string {
  // Made at first use: this module is imported by every page's entry, which never formats a time left.
  relativeFormat ??= new Intl.RelativeTimeFormat(DISPLAY_LOCALE, { numeric: 'auto' });
  const left = deadlineMs - nowMs;
  const size = Math.abs(left);
  const sign = left < 0 ? -1 : 1;
  if (size < MINUTE_MS) return relativeFormat.format(0, 'second');
  if (size < HOUR_MS) return relativeFormat.format(sign * Math.floor(size / MINUTE_MS), 'minute');
  if (size < DAY_MS) return relativeFormat.format(sign * Math.floor(size / HOUR_MS), 'hour');
  // A day or more: in calendar days where the agent is (`demain` is tomorrow on the agent's calendar).
  return relativeFormat.format(dayNumber(deadlineMs, timeZone) - dayNumber(nowMs, timeZone), 'day');
}

/**
 * The time left before a ticketing deadline at `nowMs`, for an agent in `timeZone`: relative (minutes
 * under an hour, hours under a day, then calendar days in the zone) and exact, and its tone (overdue or
 * urgent under 24 hours show red).
 *
 * @example
 * timeLeft('2026-07-11T08:00:00Z', Date.UTC(2026, 6, 11, 3, 0), { timeZone: 'Europe/Paris' })
 * // { relative: 'dans 5 heures', exact: '11/07/2026 10:00', tone: 'urgent' }
 */
export function timeLeft(deadline: string, nowMs: number, { timeZone }: { timeZone: string }): TimeLeft {
  const deadlineMs = Date.parse(deadline);
  if (!Number.isFinite(deadlineMs)) throw new RangeError(`Not an ISO 8601 date: ${deadline}`);
  const left = deadlineMs - nowMs;
  return {
    relative: relativeWording(deadlineMs, nowMs, timeZone),
    exact: formatDateTime(deadlineMs, { timeZone }),
    tone: left <= 0 ? 'overdue' : left < QUEUE_WINDOWS.urgentHours * HOUR_MS ? 'urgent' : 'later',
  };
}
