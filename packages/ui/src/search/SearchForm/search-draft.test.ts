import type { SetStateAction } from 'react';
import { describe, expect, it } from 'vitest';
import { chosenAirport, EMPTY_AIRPORT_FIELD } from '../../kit/AirportCombobox/airport-field';
import { applyUpdate, fieldChanges, mergeChanges } from '../draft-state/draft-state';
import {
  addLeg,
  EMPTY_SEARCH_DRAFTS,
  legChanges,
  legSearchInput,
  type MultiCitySearchDraft,
  type OneWaySearchDraft,
  removeLeg,
  type SearchCommonDraft,
} from './search-draft';

const CMN = chosenAirport({ value: 'CMN', name: 'Mohammed V International' });
const CDG = chosenAirport({ value: 'CDG', name: 'Paris Charles de Gaulle' });
const FCO = chosenAirport({ value: 'FCO', name: 'Rome Fiumicino' });

/** What React does with the updates dispatched before its next render: applies them in order. */
const nextRender = <T>(state: T, updates: SetStateAction<T>[]) =>
  updates.reduce<T>((current, update) => applyUpdate(update, current), state);

describe('the one-way draft', () => {
  it('keeps an airport picked and a date typed before the next render, and a passenger added', () => {
    // The callbacks of one render, as the form hands them up: the pick comes from downshift's effect.
    const updates = [
      mergeChanges<OneWaySearchDraft>({ date: '2027-03-15' }),
      mergeChanges<OneWaySearchDraft>({ to: CDG }),
      mergeChanges<OneWaySearchDraft>(
        fieldChanges<SearchCommonDraft, 'passengers'>('passengers', (counts) => ({
          ...counts,
          adt: counts.adt + 1,
        })),
      ),
      mergeChanges<OneWaySearchDraft>({ from: CMN }),
    ];
    const draft = nextRender(EMPTY_SEARCH_DRAFTS.oneway, updates);
    expect(legSearchInput(draft)).toEqual({ from: 'CMN', to: 'CDG', date: '2027-03-15' });
    expect(draft.to.text).toBe('CDG – Paris Charles de Gaulle');
    expect(draft.passengers.adt).toBe(2);
  });
});

describe('the multi-city draft', () => {
  const twoLegs = EMPTY_SEARCH_DRAFTS['multi-city'];

  it('keeps changes to several legs made before the next render, a new leg included', () => {
    const draft = nextRender<MultiCitySearchDraft>(twoLegs, [
      mergeChanges(legChanges(0, { from: CMN })),
      mergeChanges(legChanges(0, { to: CDG })),
      mergeChanges(legChanges(1, { date: '2027-03-20' })),
      mergeChanges(legChanges(1, { to: FCO })),
      mergeChanges(addLeg),
    ]);
    expect(draft.destinations.map(legSearchInput)).toEqual([
      { from: 'CMN', to: 'CDG', date: '' },
      { from: '', to: 'FCO', date: '2027-03-20' },
      { from: 'FCO', to: '', date: '' },
    ]);
    expect(draft.destinations[2]?.from).toBe(FCO);
  });

  it('adds up to 5 legs and removes down to 2 (SPEC §5), however fast the clicks', () => {
    const five = nextRender<MultiCitySearchDraft>(
      twoLegs,
      Array.from({ length: 4 }, () => mergeChanges(addLeg)),
    );
    expect(five.destinations).toHaveLength(5);
    const two = nextRender<MultiCitySearchDraft>(
      five,
      Array.from({ length: 4 }, () => mergeChanges(removeLeg(0))),
    );
    expect(two.destinations).toHaveLength(2);
  });

  it('removes the leg asked for and keeps the others', () => {
    const three: MultiCitySearchDraft = {
      ...twoLegs,
      destinations: [
        { from: CMN, to: CDG, date: '2027-03-15' },
        { from: CDG, to: FCO, date: '2027-03-18' },
        { from: FCO, to: EMPTY_AIRPORT_FIELD, date: '' },
      ],
    };
    expect(nextRender(three, [mergeChanges(removeLeg(1))]).destinations.map(legSearchInput)).toEqual([
      { from: 'CMN', to: 'CDG', date: '2027-03-15' },
      { from: 'FCO', to: '', date: '' },
    ]);
  });
});
