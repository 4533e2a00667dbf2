import { describe, expect, it } from 'vitest';
import { nextDateOn, readCommandEntry } from './command-entry';
import { oneWaySearchSchema } from './flight-search';

const TODAY = '2026-11-28';
const ONE_ADULT = { adt: 1, cnn: 0, inf: 0, unn: 0 };

function entryOf(text: string, today = TODAY) {
  const read = readCommandEntry(text, today);
  if (read.status !== 'entry') throw new Error(`${text}: ${JSON.stringify(read)}`);
  return read.entry;
}

function problemOf(text: string, today = TODAY) {
  const read = readCommandEntry(text, today);
  if (read.status !== 'invalid') throw new Error(`${text}: ${JSON.stringify(read)}`);
  return read.problem;
}

describe('readCommandEntry: AN availability', () => {
  it('reads AN<date><from><to> as a one-way search for one adult', () => {
    expect(entryOf('AN15DECCMNCDG')).toEqual({
      kind: 'availability',
      search: { from: 'CMN', to: 'CDG', date: '2026-12-15', ...ONE_ADULT },
    });
  });

  it('reads /A<airline> as the only airline searched', () => {
    expect(entryOf('an15deccmncdg/aat')).toEqual({
      kind: 'availability',
      search: {
        from: 'CMN',
        to: 'CDG',
        date: '2026-12-15',
        ...ONE_ADULT,
        airlines: ['AT'],
        airlineType: 'Permitted',
      },
    });
  });

  it('reads a one-digit day and spaces around the entry', () => {
    expect(entryOf('  AN5JANCMNCDG ')).toMatchObject({ search: { date: '2027-01-05' } });
  });

  it('gives a search the one-way schema accepts', () => {
    const entry = entryOf('AN15DECCMNCDG/AAT');
    if (entry.kind !== 'availability') throw new Error(entry.kind);
    expect(oneWaySearchSchema.safeParse(entry.search).success).toBe(true);
  });

  it('says what is wrong with a malformed entry', () => {
    expect(problemOf('AN15DECCMN')).toEqual({ kind: 'availability-format' });
    expect(problemOf('AN15DECCMNCDG/A')).toEqual({ kind: 'availability-format' });
    expect(problemOf('AN15DCECMNCDG')).toEqual({ kind: 'unknown-month', month: 'DCE', entry: 'cryptic' });
    expect(problemOf('AN31APRCMNCDG')).toEqual({ kind: 'no-such-date', day: 31, month: 'APR' });
    expect(problemOf('AN0DECCMNCDG')).toEqual({ kind: 'no-such-date', day: 0, month: 'DEC' });
    expect(problemOf('AN15DECCMNCMN')).toEqual({ kind: 'same-airports', airport: 'CMN' });
  });
});

describe('readCommandEntry: dates never in the past', () => {
  it('takes today itself, and this year while the date is ahead', () => {
    expect(entryOf('AN28NOVCMNCDG')).toMatchObject({ search: { date: '2026-11-28' } });
    expect(entryOf('AN31DECCMNCDG')).toMatchObject({ search: { date: '2026-12-31' } });
  });

  it('takes next year once the date has passed, across the year end', () => {
    expect(entryOf('AN27NOVCMNCDG')).toMatchObject({ search: { date: '2027-11-27' } });
    expect(entryOf('AN15DECCMNCDG', '2026-12-20')).toMatchObject({ search: { date: '2027-12-15' } });
    expect(entryOf('AN2JANCMNCDG', '2026-12-31')).toMatchObject({ search: { date: '2027-01-02' } });
    expect(entryOf('AN31DECCMNCDG', '2026-12-31')).toMatchObject({ search: { date: '2026-12-31' } });
  });

  it('takes 29 February in the next leap year', () => {
    expect(nextDateOn(29, 2, '2026-11-28')).toEqual({ ok: true, date: '2028-02-29' });
    expect(nextDateOn(29, 2, '2028-03-01')).toEqual({ ok: true, date: '2032-02-29' });
  });

  it('refuses a month outside 1 to 12', () => {
    expect(nextDateOn(15, 13, TODAY)).toEqual({ ok: false, problem: { kind: 'no-month', month: 13 } });
  });
});

describe('readCommandEntry: plain words', () => {
  it('reads "cmn cdg 15 dec" as the cryptic entry', () => {
    expect(entryOf('cmn cdg 15 dec')).toEqual(entryOf('AN15DECCMNCDG'));
    expect(entryOf('cmn cdg 15dec')).toEqual(entryOf('AN15DECCMNCDG'));
    expect(entryOf('cmn  cdg 15 december')).toEqual(entryOf('AN15DECCMNCDG'));
  });

  it('reads a day/month date and the passengers', () => {
    expect(entryOf('cmn cdg 15/12 2 adt')).toEqual({
      kind: 'availability',
      search: { from: 'CMN', to: 'CDG', date: '2026-12-15', adt: 2, cnn: 0, inf: 0, unn: 0 },
    });
    expect(entryOf('cmn cdg 2/1 2adt 1 chd 1 inf', '2026-12-31')).toMatchObject({
      search: { date: '2027-01-02', adt: 2, cnn: 1, inf: 1, unn: 0 },
    });
  });

  it('says what is wrong with the date or the passengers', () => {
    expect(problemOf('cmn cdg 15/13')).toEqual({ kind: 'no-month', month: 13 });
    expect(problemOf('cmn cdg 15 dcm')).toEqual({ kind: 'unknown-month', month: 'DCM', entry: 'plain' });
    expect(problemOf('cmn cdg 15/12 2 abc')).toEqual({ kind: 'unknown-passenger-type', code: 'ABC' });
    expect(problemOf('cmn cdg 15/12 two adults')).toEqual({ kind: 'plain-format' });
    expect(problemOf('cmn cdg 15/12 1 inf')).toEqual({ kind: 'passengers' });
  });

  it('leaves other text to the page and record search', () => {
    for (const text of ['members', 'cmn cdg', 'Issue tickets', 'RWBAUM', 'balance 2', ''])
      expect(readCommandEntry(text, TODAY)).toEqual({ status: 'text' });
  });
});

describe('readCommandEntry: record entries', () => {
  it('reads RT<locator>', () => {
    expect(entryOf('rtrwbaum')).toEqual({ kind: 'retrieve', locator: 'RWBAUM' });
    expect(problemOf('RTRWB')).toEqual({ kind: 'locator' });
    expect(problemOf('RT')).toEqual({ kind: 'locator' });
  });

  it('reads TTP, XI and TWD in any case', () => {
    expect(entryOf('ttp')).toEqual({ kind: 'ticket' });
    expect(entryOf('XI')).toEqual({ kind: 'cancel' });
    expect(entryOf('Twd')).toEqual({ kind: 'display-ticket' });
  });
});
