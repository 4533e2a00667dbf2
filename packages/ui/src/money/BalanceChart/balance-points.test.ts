import { formatDate } from '@comptoir/flight-domain';
import { describe, expect, it } from 'vitest';
import { dayTime, timeAxis } from './balance-points';

const labels = (ticks: readonly number[]) => ticks.map((tick) => formatDate(tick).slice(0, 5));

describe('the balance chart time axis', () => {
  it('places days at their midnight UTC, so that each label is the day itself', () => {
    expect(dayTime('2026-01-05')).toBe(Date.UTC(2026, 0, 5));
    expect(formatDate(dayTime('2026-08-26'))).toBe('26/08/2026');
  });

  it('spans the first day to the last, to scale, labelling both ends and evenly spaced days between', () => {
    const { domain, ticks } = timeAxis(['2026-01-05', '2026-01-12', '2026-01-15', '2026-08-26'], 5);
    expect(domain).toEqual([Date.UTC(2026, 0, 5), Date.UTC(2026, 7, 26)]);
    expect(labels(ticks)).toEqual(['05/01', '05/03', '03/05', '01/07', '26/08']);
    const gaps = ticks.slice(1).map((tick, index) => tick - (ticks[index] ?? 0));
    expect(new Set(gaps.slice(0, -1)).size).toBe(1);
  });

  it('never crowds the last day with a label just before it', () => {
    for (const last of ['2026-01-14', '2026-01-15', '2026-01-16', '2026-01-20']) {
      const { ticks } = timeAxis(['2026-01-05', last], 4);
      const step = (ticks[1] ?? 0) - (ticks[0] ?? 0);
      expect((ticks.at(-1) ?? 0) - (ticks.at(-2) ?? 0)).toBeGreaterThanOrEqual(step / 2);
      expect(ticks.length).toBeLessThanOrEqual(4);
      expect(labels([ticks.at(-1) ?? 0])).toEqual([formatDate(last).slice(0, 5)]);
    }
  });

  it('labels every day of a short history, and pads a single day by a day either side', () => {
    expect(labels(timeAxis(['2026-01-05', '2026-01-06', '2026-01-07'], 5).ticks)).toEqual([
      '05/01',
      '06/01',
      '07/01',
    ]);
    expect(timeAxis(['2026-11-20'], 5)).toEqual({
      domain: [Date.UTC(2026, 10, 19), Date.UTC(2026, 10, 21)],
      ticks: [Date.UTC(2026, 10, 20)],
    });
  });
});
