import { describe, expect, it } from 'vitest';
import { restoreSearchDraft, searchDraftStorageKey } from './search-draft-storage';

const ONE_WAY = {
  passengers: { adt: 1, cnn: 0, inf: 0, unn: 0 },
  cabin: 'Economy',
  paymentType: 'cash',
  isDirect: false,
  airlines: '',
  airlineType: 'Permitted',
  from: { code: '', text: '' },
  to: { code: '', text: '' },
  date: '',
};
const NONE = { code: '', text: '' };
const LEG = { from: NONE, to: NONE, date: '' };
const CMN = { code: 'CMN', text: 'CMN – Mohammed V International' };
const CDG = { code: 'CDG', text: 'CDG – Paris Charles de Gaulle' };
const FCO = { code: 'FCO', text: 'FCO – Rome Fiumicino' };
const MULTI_CITY = { cabin: 'Economy', destinations: [LEG, LEG] };

describe('restoreSearchDraft', () => {
  it('gives back what was stored', () => {
    const stored = {
      ...ONE_WAY,
      passengers: { adt: 2, cnn: 1, inf: 0, unn: 0 },
      cabin: 'Business',
      paymentType: 'local-bank-card',
      isDirect: true,
      from: CMN,
      to: CDG,
      date: '2026-12-01',
    };
    expect(restoreSearchDraft(ONE_WAY, JSON.stringify(stored))).toEqual(stored);
  });

  it('restores an airport field as it was shown, typed text included', () => {
    const stored = { ...ONE_WAY, from: CMN, to: { code: '', text: 'par' } };
    expect(restoreSearchDraft(ONE_WAY, JSON.stringify(stored))).toMatchObject({
      from: CMN,
      to: { code: '', text: 'par' },
    });
  });

  it('shows the code of a draft stored before the fields kept their text, and never a code unshown', () => {
    expect(restoreSearchDraft(ONE_WAY, JSON.stringify({ from: 'CMN', to: '' }))).toMatchObject({
      from: { code: 'CMN', text: 'CMN' },
      to: NONE,
    });
    expect(
      restoreSearchDraft(ONE_WAY, JSON.stringify({ from: { code: 'CMN' }, to: { code: 'CDG', text: ' ' } })),
    ).toMatchObject({ from: { code: 'CMN', text: 'CMN' }, to: { code: 'CDG', text: 'CDG' } });
    expect(
      restoreSearchDraft(
        MULTI_CITY,
        JSON.stringify({
          destinations: [
            { from: 'CMN', to: 'CDG' },
            { from: 'CDG', to: CMN },
          ],
        }),
      ).destinations,
    ).toEqual([
      { from: { code: 'CMN', text: 'CMN' }, to: { code: 'CDG', text: 'CDG' }, date: '' },
      { from: { code: 'CDG', text: 'CDG' }, to: CMN, date: '' },
    ]);
  });

  it('falls back to the empty draft when nothing or no JSON was stored', () => {
    expect(restoreSearchDraft(ONE_WAY, null)).toBe(ONE_WAY);
    expect(restoreSearchDraft(ONE_WAY, '{not json')).toBe(ONE_WAY);
    expect(restoreSearchDraft(ONE_WAY, '"a string"')).toEqual(ONE_WAY);
    expect(restoreSearchDraft(ONE_WAY, 'null')).toEqual(ONE_WAY);
  });

  it('keeps the empty value of each field stored with the wrong type or outside its choices', () => {
    const stored = {
      from: 42,
      to: CDG,
      isDirect: 'yes',
      cabin: 'Cargo',
      paymentType: 'bitcoin',
      airlineType: null,
      passengers: { adt: -1, cnn: 1.5, inf: '2', unn: 0 },
      unknown: 'dropped',
    };
    expect(restoreSearchDraft(ONE_WAY, JSON.stringify(stored))).toEqual({ ...ONE_WAY, to: CDG });
    expect(
      restoreSearchDraft(ONE_WAY, JSON.stringify({ from: { code: 7, text: 'CMN' }, to: [] })),
    ).toMatchObject({ from: { code: '', text: 'CMN' }, to: NONE });
  });

  it('restores each multi-city leg, and only 2 to 5 of them', () => {
    const legs = [
      { from: CMN, to: CDG, date: '2026-12-01' },
      { from: CDG, to: 7, date: '2026-12-08' },
      { from: FCO, to: CMN, date: '2026-12-15' },
    ];
    expect(restoreSearchDraft(MULTI_CITY, JSON.stringify({ destinations: legs })).destinations).toEqual([
      legs[0],
      { from: CDG, to: NONE, date: '2026-12-08' },
      legs[2],
    ]);
    expect(restoreSearchDraft(MULTI_CITY, JSON.stringify({ destinations: [LEG] }))).toBe(MULTI_CITY);
    expect(
      restoreSearchDraft(MULTI_CITY, JSON.stringify({ destinations: Array.from({ length: 6 }, () => LEG) })),
    ).toBe(MULTI_CITY);
    expect(restoreSearchDraft(MULTI_CITY, JSON.stringify({ destinations: 'CMN' }))).toEqual(MULTI_CITY);
  });
});

describe('searchDraftStorageKey', () => {
  it('keeps each form under its product key (SPEC §2)', () => {
    expect(searchDraftStorageKey('oneway')).toBe('flights_oneway_search_form');
    expect(searchDraftStorageKey('roundtrip')).toBe('flights_roundtrip_search_form');
    expect(searchDraftStorageKey('multi-city')).toBe('flights_multi-city_search_form');
  });
});
