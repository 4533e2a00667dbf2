import { describe, expect, it } from 'vitest';
import { describeCommandEntry, nextDateOn, readCommandEntry } from './command-entry';
import { LOCATOR_INPUT_MESSAGE } from './locator-input';
import { oneWaySearchSchema } from './flight-search';

const TODAY = '2026-11-28';
const ONE_ADULT = { adt: 1, cnn: 0, inf: 0, unn: 0 };

function entryOf(text: string, today = TODAY) {
  const read = readCommandEntry(text, today);
  if (read.status !== 'entry') throw new Error(`${text}: ${JSON.stringify(read)}`);
  return read.entry;
}

function messageOf(text: string, today = TODAY) {
  const read = readCommandEntry(text, today);
  if (read.status !== 'invalid') throw new Error(`${text}: ${JSON.stringify(read)}`);
  return read.message;
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
    expect(messageOf('AN15DECCMN')).toBe(
      'Type AN, a date, then the two airports: AN15DECCMNCDG (or AN15DECCMNCDG/AAT).',
    );
    expect(messageOf('AN15DECCMNCDG/A')).toMatch(/^Type AN, a date/);
    expect(messageOf('AN15DCECMNCDG')).toBe('Unknown month "DCE": use JAN to DEC.');
    expect(messageOf('AN31APRCMNCDG')).toBe('31 APR does not exist.');
    expect(messageOf('AN0DECCMNCDG')).toBe('0 DEC does not exist.');
    expect(messageOf('AN15DECCMNCMN')).toBe('CMN is both where the flight leaves from and where it goes to.');
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
    expect(nextDateOn(15, 13, TODAY)).toEqual({ ok: false, message: 'There is no month 13: use 1 to 12.' });
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
    expect(messageOf('cmn cdg 15/13')).toBe('There is no month 13: use 1 to 12.');
    expect(messageOf('cmn cdg 15 dcm')).toBe('Unknown month "DCM": use JAN to DEC, or 15/12.');
    expect(messageOf('cmn cdg 15/12 2 abc')).toBe(
      'Unknown passenger type "ABC": use ADT, CNN (or CHD), INF or UNN.',
    );
    expect(messageOf('cmn cdg 15/12 two adults')).toMatch(/^Type the two airports/);
    expect(messageOf('cmn cdg 15/12 1 inf')).toBe(
      'Please select valid passengers: inf and cnn travel with an adt, unn alone.',
    );
  });

  it('leaves other text to the page and record search', () => {
    for (const text of ['members', 'cmn cdg', 'Issue tickets', 'RWBAUM', 'balance 2', ''])
      expect(readCommandEntry(text, TODAY)).toEqual({ status: 'text' });
  });
});

describe('readCommandEntry: record entries', () => {
  it('reads RT<locator>', () => {
    expect(entryOf('rtrwbaum')).toEqual({ kind: 'retrieve', locator: 'RWBAUM' });
    expect(messageOf('RTRWB')).toBe(`RT takes a locator. ${LOCATOR_INPUT_MESSAGE}`);
    expect(messageOf('RT')).toBe(`RT takes a locator. ${LOCATOR_INPUT_MESSAGE}`);
  });

  it('reads TTP, XI and TWD in any case', () => {
    expect(entryOf('ttp')).toEqual({ kind: 'ticket' });
    expect(entryOf('XI')).toEqual({ kind: 'cancel' });
    expect(entryOf('Twd')).toEqual({ kind: 'display-ticket' });
  });
});

describe('describeCommandEntry', () => {
  it('says what Enter will do', () => {
    expect(describeCommandEntry(entryOf('AN15DECCMNCDG/AAT'))).toBe(
      'One-way flights CMN → CDG on 15/12/2026, 1 ADT on AT only',
    );
    expect(describeCommandEntry(entryOf('cmn cdg 15/12 2 adt 1 cnn'))).toBe(
      'One-way flights CMN → CDG on 15/12/2026, 2 ADT, 1 CNN',
    );
    expect(describeCommandEntry(entryOf('RTRWBAUM'))).toBe('Open the booking RWBAUM');
    expect(describeCommandEntry(entryOf('TTP'))).toBe('Issue the tickets of this reservation');
    expect(describeCommandEntry(entryOf('XI'))).toBe('Cancel this reservation');
    expect(describeCommandEntry(entryOf('TWD'))).toBe('Show this ticket');
  });
});
