import { describe, expect, it } from 'vitest';
import {
  FLIGHT_SEARCH_MESSAGES,
  FLIGHT_SEARCH_SCHEMAS,
  SEARCH_FORM_STORAGE_SUFFIX,
  flightSearchCommonSchema,
  multiCityDestinationSchema,
  multiCitySearchSchema,
  oneWaySearchSchema,
  roundTripSearchSchema,
  searchFormStorageKey,
} from './flight-search';

const passengers = { adt: 1, cnn: 0, inf: 0, unn: 0 };
const oneWay = { ...passengers, from: 'CMN', to: 'CDG', date: '2025-03-07' };
const leg = (date: string) => ({ from: 'CMN', to: 'CDG', date });
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('common search fields', () => {
  it('applies the SPEC defaults', () => {
    expect(flightSearchCommonSchema.parse(passengers)).toEqual({
      ...passengers,
      cabin: 'Economy',
      paymentType: 'cash',
      isNDC: false,
    });
  });

  it('keeps every advanced field', () => {
    const advanced = {
      ...passengers,
      cabin: 'Business',
      fees: 150.5,
      isDirect: true,
      isRefundable: false,
      paymentType: 'international-bank-card',
      airlines: ['AT', 'AF'],
      airlineType: 'Preferred',
      permittedClasses: ['Y', 'B'],
      prohibitedClasses: ['Q'],
      maxConnectionDuration: 'PT4H0M',
      isNDC: true,
    } as const;
    expect(flightSearchCommonSchema.parse(advanced)).toEqual(advanced);
  });

  it('refuses negative counts and fees, unknown vocabularies and bad durations', () => {
    for (const bad of [
      { ...passengers, cnn: -1 },
      { ...passengers, fees: -0.01 },
      { ...passengers, cabin: 'economy' },
      { ...passengers, paymentType: 'card' },
      { ...passengers, airlineType: 'Banned' },
      { ...passengers, maxConnectionDuration: '4h' },
      { ...passengers, airlines: [''] },
    ]) {
      expect(flightSearchCommonSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('applies the passenger rules, with the message on adt', () => {
    expect(issues(flightSearchCommonSchema.safeParse({ adt: 0, cnn: 1, inf: 0, unn: 0 }))).toEqual([
      ['adt', 'Please select valid passengers'],
    ]);
  });
});

describe('oneWaySearchSchema', () => {
  it('accepts a one-way search', () => {
    expect(oneWaySearchSchema.parse(oneWay)).toMatchObject({ from: 'CMN', to: 'CDG', date: '2025-03-07' });
  });

  it('names each missing field, next to the passenger message', () => {
    expect(
      issues(oneWaySearchSchema.safeParse({ adt: 0, cnn: 0, inf: 0, unn: 0, from: '', date: '2025-02-30' })),
    ).toEqual([
      ['from', 'Choose where the flight leaves from'],
      ['to', 'Choose where the flight goes to'],
      ['date', 'Choose a departure date'],
      ['adt', 'Please select valid passengers'],
    ]);
  });
});

describe('roundTripSearchSchema', () => {
  it('accepts a return on or after the departure', () => {
    expect(roundTripSearchSchema.safeParse({ ...oneWay, returnDate: '2025-03-07' }).success).toBe(true);
    expect(roundTripSearchSchema.safeParse({ ...oneWay, returnDate: '2025-03-14' }).success).toBe(true);
  });

  it('refuses a return before the departure', () => {
    expect(FLIGHT_SEARCH_MESSAGES.returnBeforeDeparture).toBe(
      'The return date cannot be before the departure date',
    );
    expect(issues(roundTripSearchSchema.safeParse({ ...oneWay, returnDate: '2025-03-06' }))).toEqual([
      ['returnDate', 'The return date cannot be before the departure date'],
    ]);
  });

  it('needs a return date', () => {
    expect(issues(roundTripSearchSchema.safeParse({ ...oneWay, from: '' }))).toEqual([
      ['from', 'Choose where the flight leaves from'],
      ['returnDate', 'Choose a return date'],
    ]);
  });
});

describe('multiCitySearchSchema', () => {
  it('accepts 2 to 5 destinations', () => {
    for (const count of [2, 3, 4, 5]) {
      const destinations = Array.from({ length: count }, (_, index) => leg(`2025-03-0${String(index + 1)}`));
      expect(multiCitySearchSchema.safeParse({ ...passengers, destinations }).success).toBe(true);
    }
  });

  it('refuses fewer than 2 or more than 5 destinations', () => {
    expect(
      issues(multiCitySearchSchema.safeParse({ ...passengers, destinations: [leg('2025-03-01')] })),
    ).toEqual([['destinations', 'Add at least 2 destinations']]);
    const six = Array.from({ length: 6 }, () => leg('2025-03-01'));
    expect(issues(multiCitySearchSchema.safeParse({ ...passengers, destinations: six }))).toEqual([
      ['destinations', 'A multi-city search has at most 5 destinations'],
    ]);
  });

  it('validates each leg', () => {
    expect(issues(multiCityDestinationSchema.safeParse({ from: 'CMN', to: ' ', date: '' }))).toEqual([
      ['to', 'Choose where the flight goes to'],
      ['date', 'Choose a departure date'],
    ]);
  });
});

describe('search schemas by trip type and the form storage key', () => {
  it('maps each trip type to its schema', () => {
    expect(FLIGHT_SEARCH_SCHEMAS).toEqual({
      oneway: oneWaySearchSchema,
      roundtrip: roundTripSearchSchema,
      'multi-city': multiCitySearchSchema,
    });
  });

  it('remembers forms under a key ending _search_form', () => {
    expect(SEARCH_FORM_STORAGE_SUFFIX).toBe('_search_form');
    expect(searchFormStorageKey('flights')).toBe('flights_search_form');
  });
});
