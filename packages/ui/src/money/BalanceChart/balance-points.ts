import type { Centimes } from '@comptoir/flight-domain';

/** One day's closing balance, as `GET /balance/entity/…`'s history gives it. */
export interface BalancePoint {
  /** `YYYY-MM-DD`. */
  readonly date: string;
  readonly balance: Centimes;
}

const DAY_MS = 86_400_000;

/**
 * A day's place on the chart's time axis: its midnight UTC, in epoch milliseconds (the date formatters
 * show an instant in UTC, so the label is the day itself).
 *
 * @example
 * dayTime('2026-01-05') // Date.UTC(2026, 0, 5)
 */
export function dayTime(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/**
 * The time axis of the balance chart, to scale: its domain (a day either side of a single day) and at most
 * `count` labelled days, evenly spaced in whole days from the first day to the last, both labelled.
 *
 * @example
 * timeAxis(['2026-01-05', '2026-01-12', '2026-08-26'], 5).ticks // 05/01, 05/03, 03/05, 01/07 and 26/08
 */
export function timeAxis(
  dates: readonly string[],
  count: number,
): { domain: [number, number]; ticks: number[] } {
  const times = dates.map(dayTime);
  const first = Math.min(...times);
  const last = Math.max(...times);
  const days = Math.round((last - first) / DAY_MS);
  if (days === 0) return { domain: [first - DAY_MS, last + DAY_MS], ticks: [first] };
  const step = Math.max(1, Math.ceil(days / Math.max(1, count - 1)));
  const ticks: number[] = [];
  // Every step from the first day, then the last day, leaving out a step that would crowd it.
  for (let day = 0; days - day >= step / 2; day += step) ticks.push(first + day * DAY_MS);
  ticks.push(last);
  return { domain: [first, last], ticks };
}
