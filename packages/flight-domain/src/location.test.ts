import { describe, expect, it } from 'vitest';
import {
  LOCATION_QUERY_TOO_SHORT_MESSAGE,
  airportSchema,
  locationSchema,
  locationSearchSchema,
} from './location';

describe('locationSearchSchema', () => {
  it('defaults the limit to 10', () => {
    expect(locationSearchSchema.parse({ q: 'cas' })).toEqual({ q: 'cas', limit: 10 });
    expect(locationSearchSchema.parse({ q: ' pa ', limit: 50 })).toEqual({ q: 'pa', limit: 50 });
  });

  it('needs at least 2 characters', () => {
    expect(LOCATION_QUERY_TOO_SHORT_MESSAGE).toBe('Query must be at least 2 characters');
    for (const q of ['', 'c', ' c ', undefined]) {
      expect(locationSearchSchema.safeParse({ q }).error?.issues[0]?.message).toBe(
        'Query must be at least 2 characters',
      );
    }
  });

  it('limits to 1 to 50 results', () => {
    expect(locationSearchSchema.safeParse({ q: 'cas', limit: 51 }).success).toBe(false);
    expect(locationSearchSchema.safeParse({ q: 'cas', limit: 0 }).success).toBe(false);
  });
});

describe('locations and airports', () => {
  it('accepts airports and cities', () => {
    expect(locationSchema.parse({ type: 'airport', value: 'CMN' })).toEqual({
      type: 'airport',
      value: 'CMN',
    });
    expect(locationSchema.safeParse({ type: 'country', value: 'MA' }).success).toBe(false);
    expect(airportSchema.parse({ iataCode: 'CMN', name: 'Mohammed V International' })).toEqual({
      iataCode: 'CMN',
      name: 'Mohammed V International',
    });
    expect(airportSchema.safeParse({ iataCode: '', name: 'x' }).success).toBe(false);
  });
});
