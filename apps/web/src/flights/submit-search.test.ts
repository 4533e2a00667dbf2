import { FLIGHT_SEARCH_SCHEMAS, type TripType } from '@comptoir/flight-domain';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';

/**
 * A search sent by its form's submit is taken by its result page's loader only when the two read the same
 * search (`startSearchOnSubmit`): the submit reads the form's search with the route's schema, the loader
 * the one the page's URL gives back to that schema. For every kind, the two must be equal.
 */
const SUBMITTED: Record<TripType, Record<string, unknown>> = {
  oneway: {
    adt: 2,
    cnn: 1,
    inf: 0,
    unn: 0,
    cabin: 'Business',
    paymentType: 'international-bank-card',
    isNDC: false,
    from: 'CMN',
    to: 'CDG',
    date: '2027-03-15',
  },
  roundtrip: {
    adt: 1,
    cnn: 0,
    inf: 1,
    unn: 0,
    cabin: 'Economy',
    paymentType: 'cash',
    isNDC: true,
    from: 'RAK',
    to: 'ORY',
    date: '2027-03-15',
    returnDate: '2027-03-22',
  },
  'multi-city': {
    adt: 1,
    cnn: 0,
    inf: 0,
    unn: 0,
    cabin: 'Economy',
    destinations: [
      { from: 'CMN', to: 'CDG', date: '2027-03-15' },
      { from: 'CDG', to: 'FCO', date: '2027-03-18' },
      { from: 'FCO', to: 'CMN', date: '2027-03-25' },
    ],
  },
};

describe('a submitted search and its result page read the same search', () => {
  it.each(Object.entries(SUBMITTED))('%s', (kind, search) => {
    const schema = FLIGHT_SEARCH_SCHEMAS[kind as TripType];
    const submitted = schema.parse(search);
    const inTheUrl = schema.parse(defaultParseSearch(defaultStringifySearch(search)));
    expect(inTheUrl).toStrictEqual(submitted);
  });
});
