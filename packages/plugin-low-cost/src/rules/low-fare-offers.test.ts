import { describe, expect, it } from 'vitest';
import { lowFareCalendar, offersOn, totalWithSurcharge } from './low-fare-offers';

const offer = (departure: string, ...totals: number[]) => ({
  departure,
  bundles: totals.map((total) => ({ total })),
});

describe('the low-fare calendar and the results', () => {
  const offers = [
    offer('2026-12-18T17:40', 61_000, 90_000),
    offer('2026-12-18T07:15', 68_000, 95_000),
    offer('2026-12-16T09:00', 52_000),
    offer('2026-12-21T06:05', 80_000),
  ];

  it('gives the 7 days around the chosen one, each with its lowest total or none', () => {
    expect(lowFareCalendar(offers, '2026-12-18')).toEqual([
      { date: '2026-12-15', lowest: null },
      { date: '2026-12-16', lowest: 52_000 },
      { date: '2026-12-17', lowest: null },
      { date: '2026-12-18', lowest: 61_000 },
      { date: '2026-12-19', lowest: null },
      { date: '2026-12-20', lowest: null },
      { date: '2026-12-21', lowest: 80_000 },
    ]);
    expect(lowFareCalendar([], '2027-01-01').map((day) => day.date)).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
  });

  it("lists one day's flights by price or by departure time", () => {
    expect(offersOn(offers, '2026-12-18', 'price').map((item) => item.departure)).toEqual([
      '2026-12-18T17:40',
      '2026-12-18T07:15',
    ]);
    expect(offersOn(offers, '2026-12-18', 'departure').map((item) => item.departure)).toEqual([
      '2026-12-18T07:15',
      '2026-12-18T17:40',
    ]);
  });

  it("adds SPEC §9's card surcharge to a total, and nothing for cash", () => {
    expect(totalWithSurcharge(123_456, 'local-bank-card')).toBe(126_295); // 2 839.488 → 2 839,49
    expect(totalWithSurcharge(100_000, 'international-bank-card')).toBe(103_000);
    expect(totalWithSurcharge(100_000, 'cash')).toBe(100_000);
  });
});
