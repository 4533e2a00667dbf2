import { type CommandEntry, type CommandEntryProblem, LOCATOR_INPUT_MESSAGE } from '@comptoir/flight-domain';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/paraglide/runtime.js';
import { describeCommandEntry, entryProblemText } from './command-entry-words';

/** Every kind of problem flight-domain's `readCommandEntry` reports, with its English words. */
const PROBLEMS: readonly [CommandEntryProblem, string][] = [
  [
    { kind: 'availability-format' },
    'Type AN, a date, then the two airports: AN15DECCMNCDG (or AN15DECCMNCDG/AAT).',
  ],
  [
    { kind: 'plain-format' },
    'Type the two airports, a date, then the passengers if more than 1 adult: cmn cdg 15/12 2 adt.',
  ],
  [{ kind: 'unknown-month', month: 'DCE', entry: 'cryptic' }, 'Unknown month "DCE": use JAN to DEC.'],
  [{ kind: 'unknown-month', month: 'DCM', entry: 'plain' }, 'Unknown month "DCM": use JAN to DEC, or 15/12.'],
  [{ kind: 'no-month', month: 13 }, 'There is no month 13: use 1 to 12.'],
  [{ kind: 'no-such-date', day: 31, month: 'APR' }, '31 APR does not exist.'],
  [
    { kind: 'same-airports', airport: 'CMN' },
    'CMN is both where the flight leaves from and where it goes to.',
  ],
  [{ kind: 'passengers' }, 'Please select valid passengers: inf and cnn travel with an adt, unn alone.'],
  [
    { kind: 'unknown-passenger-type', code: 'ABC' },
    'Unknown passenger type "ABC": use ADT, CNN (or CHD), INF or UNN.',
  ],
  [{ kind: 'locator' }, `RT takes a locator. ${LOCATOR_INPUT_MESSAGE}`],
];

const availability = (airlines?: string[]): CommandEntry => ({
  kind: 'availability',
  search: {
    from: 'CMN',
    to: 'CDG',
    date: '2026-12-15',
    adt: 2,
    cnn: 1,
    inf: 0,
    unn: 0,
    ...(airlines ? { airlines } : {}),
  },
});

afterEach(async () => {
  await setLocale('en', { reload: false });
});

describe('entryProblemText', () => {
  it('says each problem in English as the bar always has', () => {
    for (const [problem, text] of PROBLEMS) expect(entryProblemText(problem)).toBe(text);
  });

  it('says each problem in French, with what was typed kept', async () => {
    await setLocale('fr', { reload: false });
    expect(entryProblemText({ kind: 'no-such-date', day: 31, month: 'APR' })).toBe("Le 31 APR n'existe pas.");
    for (const [problem, english] of PROBLEMS) expect(entryProblemText(problem)).not.toBe(english);
  });
});

describe('describeCommandEntry', () => {
  it('says what Enter will do', () => {
    expect(describeCommandEntry(availability(['AT']))).toBe(
      'One-way flights CMN → CDG on 15/12/2026, 2 ADT, 1 CNN on AT only',
    );
    expect(describeCommandEntry(availability())).toBe(
      'One-way flights CMN → CDG on 15/12/2026, 2 ADT, 1 CNN',
    );
    expect(describeCommandEntry({ kind: 'retrieve', locator: 'RWBAUM' })).toBe('Open the booking RWBAUM');
    expect(describeCommandEntry({ kind: 'ticket' })).toBe('Issue the tickets of this reservation');
    expect(describeCommandEntry({ kind: 'cancel' })).toBe('Cancel this reservation');
    expect(describeCommandEntry({ kind: 'display-ticket' })).toBe('Show this ticket');
  });

  it('says it in French, the passengers by their codes', async () => {
    await setLocale('fr', { reload: false });
    expect(describeCommandEntry(availability())).toBe(
      'Vols aller simple CMN → CDG le 15/12/2026, 2 ADT, 1 CNN',
    );
    expect(describeCommandEntry({ kind: 'retrieve', locator: 'RWBAUM' })).toBe(
      'Ouvrir la réservation RWBAUM',
    );
  });
});
