import { describe, expect, it } from 'vitest';
import {
  airlinePassengers,
  lowCostSearchSchema,
  lowFareCalendar,
  lowCostBookingSearchSchema,
  lowCostResultsSearchSchema,
  lowCostSearchPrefillSchema,
  offersOn,
  readSearchDraft,
  resultsLeg,
  searchDraft,
  totalWithSurcharge,
} from './search';

const search = { from: 'RAK', to: 'ORY', date: '2026-12-18', adt: 1, cnn: 0, inf: 0, unn: 0 };
const issues = (value: unknown) =>
  lowCostSearchSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
  [];

describe('the low-cost search form', () => {
  it('accepts a one-way or return search on a route the airline flies', () => {
    expect(issues(search)).toEqual([]);
    expect(issues({ ...search, from: 'ORY', to: 'RAK', returnDate: '2026-12-18' })).toEqual([]);
  });

  it("applies SPEC §5's passenger rules, and refuses unaccompanied minors", () => {
    expect(issues({ ...search, adt: 0 })).toEqual([['adt', 'Please select valid passengers']]);
    expect(issues({ ...search, adt: 0, inf: 1 })).toEqual([['adt', 'Please select valid passengers']]);
    expect(issues({ ...search, adt: 0, unn: 1 })).toEqual([
      ['unn', 'Argana Air does not carry unaccompanied minors.'],
    ]);
  });

  it('refuses a route the airline does not fly, a return before the departure, and names empty fields', () => {
    expect(issues({ ...search, to: 'DUS' })).toEqual([['to', 'Argana Air does not fly this route.']]);
    expect(issues({ ...search, returnDate: '2026-12-17' })).toEqual([
      ['returnDate', 'The return cannot be before the departure.'],
    ]);
    expect(issues({ ...search, from: '', date: '' })).toEqual([
      ['from', 'Choose a departure airport'],
      ['date', 'Choose a departure date'],
    ]);
  });

  it('reads the form into a search, or one message per wrong field, the return date only on a return', () => {
    const draft = { ...searchDraft(), from: 'RAK', to: 'ORY', date: '2026-12-18', returnDate: '2026-12-01' };
    expect(readSearchDraft(draft)).toEqual({ ok: true, search: { ...search } });
    expect(readSearchDraft({ ...draft, trip: 'return' })).toEqual({
      ok: false,
      errors: { returnDate: 'The return cannot be before the departure.' },
    });
    expect(readSearchDraft({ ...searchDraft(), adt: 0, inf: 1 })).toEqual({
      ok: false,
      errors: {
        from: 'Choose a departure airport',
        to: 'Choose an arrival airport',
        date: 'Choose a departure date',
        adt: 'Please select valid passengers',
      },
    });
  });

  it('starts the form from a search given in the link, dropping what is not one', () => {
    const prefill = lowCostSearchPrefillSchema.parse({
      from: 'RAK',
      date: '2026-12-18',
      returnDate: 7,
      adt: -1,
    });
    expect(searchDraft(prefill)).toEqual({
      trip: 'oneway',
      from: 'RAK',
      to: '',
      date: '2026-12-18',
      returnDate: '',
      adt: 1,
      cnn: 0,
      inf: 0,
      unn: 0,
    });
    expect(searchDraft({ returnDate: '2026-12-20' }).trip).toBe('return');
  });

  it('counts the party as the airline does', () => {
    expect(airlinePassengers({ adt: 2, cnn: 1, inf: 1 })).toEqual({ ADT: 2, CNN: 1, INF: 1 });
  });
});

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

describe('the results and booking links', () => {
  const outbound = { flightNumber: 'R9 1060', departure: '2026-12-18T07:15', bundle: 'VALUE' } as const;

  it('lists the outbound day, then once the outbound is picked on a return, the return day the other way', () => {
    expect(resultsLeg(lowCostResultsSearchSchema.parse(search))).toEqual({
      direction: 'outbound',
      from: 'RAK',
      to: 'ORY',
      date: '2026-12-18',
    });
    const picked = lowCostResultsSearchSchema.parse({ ...search, returnDate: '2026-12-22', outbound });
    expect(resultsLeg(picked)).toEqual({ direction: 'return', from: 'ORY', to: 'RAK', date: '2026-12-22' });
  });

  it("keeps the search's rules, and wants a return flight exactly on a return", () => {
    expect(lowCostBookingSearchSchema.safeParse({ ...search, outbound }).success).toBe(true);
    expect(
      lowCostBookingSearchSchema.safeParse({ ...search, adt: 0, outbound }).error?.issues[0]?.message,
    ).toBe('Please select valid passengers');
    expect(
      lowCostBookingSearchSchema.safeParse({ ...search, returnDate: '2026-12-22', outbound }).error?.issues[0]
        ?.path,
    ).toEqual(['inbound']);
    expect(
      lowCostBookingSearchSchema.safeParse({ ...search, outbound: { ...outbound, bundle: 'GOLD' } }).success,
    ).toBe(false);
  });
});
