/**
 * The airline's holds as the agency's queue reads them: how long a held booking has left before the
 * airline releases it, and when that is soon enough to act now.
 */
import { timeLeft } from '@comptoir/flight-domain/queues';

/**
 * Under how many minutes a hold shows as expiring soon (the airline holds a booking 60 minutes).
 *
 * @example
 * HOLD_EXPIRING_SOON_MINUTES // 15
 */
export const HOLD_EXPIRING_SOON_MINUTES = 15;

/** How a hold's time left reads: released (its time limit passed), expiring soon, or later. */
export type HoldTone = 'released' | 'soon' | 'later';

/** The time left on a hold, as the queue shows it. */
export interface HoldTimeLeft {
  /** Relative, in fr-FR: `dans 10 minutes`, `il y a 2 heures`. */
  readonly relative: string;
  /** The time limit itself in the zone: `20/11/2026 10:55`. */
  readonly exact: string;
  readonly tone: HoldTone;
}

/**
 * The time left on a hold whose time limit is `expiresAt`, at `nowMs`, for an agent in `timeZone`:
 * relative and exact (as a ticketing deadline's, `timeLeft`), and its tone: released once the limit has
 * passed, soon under `HOLD_EXPIRING_SOON_MINUTES`.
 *
 * @example
 * holdTimeLeft('2026-11-20T10:10:00Z', Date.parse('2026-11-20T10:00:00Z'), { timeZone: 'Africa/Casablanca' })
 * // { relative: 'dans 10 minutes', exact: '20/11/2026 10:10', tone: 'soon' }
 */
export function holdTimeLeft(
  expiresAt: string,
  nowMs: number,
  { timeZone }: { timeZone: string },
): HoldTimeLeft {
  const { relative, exact } = timeLeft(expiresAt, nowMs, { timeZone });
  const left = Date.parse(expiresAt) - nowMs;
  const tone = left <= 0 ? 'released' : left < HOLD_EXPIRING_SOON_MINUTES * 60_000 ? 'soon' : 'later';
  return { relative, exact, tone };
}
