import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_TITLE, documentTitle, searchRouteLabel } from './document-title';

describe('documentTitle', () => {
  it('puts the page before the app name', () => {
    expect(documentTitle('Results CMN → CDG', undefined)).toBe('Results CMN → CDG · Comptoir');
    expect(documentTitle('Reservations', 'Atlas')).toBe('Reservations · Atlas');
  });

  it('is the app name alone without a page', () => {
    expect(documentTitle(undefined, undefined)).toBe(DEFAULT_APP_TITLE);
    expect(documentTitle(undefined, 'Atlas')).toBe('Atlas');
  });
});

describe('searchRouteLabel', () => {
  it('names each kind of search by its airports', () => {
    expect(searchRouteLabel({ kind: 'oneway', search: { from: 'CMN', to: 'CDG' } })).toBe('CMN → CDG');
    expect(searchRouteLabel({ kind: 'roundtrip', search: { from: 'RAK', to: 'LHR' } })).toBe('RAK ⇄ LHR');
    expect(
      searchRouteLabel({
        kind: 'multi-city',
        search: {
          destinations: [
            { from: 'CMN', to: 'CDG', date: '2027-03-15' },
            { from: 'CDG', to: 'FCO', date: '2027-03-20' },
          ],
        },
      }),
    ).toBe('CMN → CDG, CDG → FCO');
  });
});
