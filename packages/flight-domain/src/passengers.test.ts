import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PASSENGER_TYPE_LABELS } from './enumerations';
import {
  DEFAULT_PASSENGER_COUNTS,
  INVALID_PASSENGERS_FIELD,
  INVALID_PASSENGERS_MESSAGE,
  PASSENGER_COUNT_FIELDS,
  PASSENGER_FIELD_TYPE_CODES,
  type PassengerCounts,
  checkPassengers,
  passengerCountSchema,
  passengerCountsSchema,
  totalPassengers,
  withPassengerRules,
} from './passengers';
import { passengerCountsArbitrary } from './test-arbitraries';

const counts = (adt: number, cnn: number, inf: number, unn: number): PassengerCounts => ({
  adt,
  cnn,
  inf,
  unn,
});

/** Brute-force model: the only valid sets are "adults (with any children and infants)" and "unaccompanied minors alone". */
const modelIsValid = ({ adt, cnn, inf, unn }: PassengerCounts) =>
  (adt > 0 && unn === 0) || (unn > 0 && adt === 0 && cnn === 0 && inf === 0);

const countsArbitrary = passengerCountsArbitrary();

describe('passenger constants', () => {
  it('pins the message, its field, the fields and the defaults', () => {
    expect(INVALID_PASSENGERS_MESSAGE).toBe('Please select valid passengers');
    expect(INVALID_PASSENGERS_FIELD).toBe('adt');
    expect(PASSENGER_COUNT_FIELDS).toEqual(['adt', 'cnn', 'inf', 'unn']);
    expect(DEFAULT_PASSENGER_COUNTS).toEqual({ adt: 1, cnn: 0, inf: 0, unn: 0 });
    expect(
      PASSENGER_COUNT_FIELDS.map((field) => PASSENGER_TYPE_LABELS[PASSENGER_FIELD_TYPE_CODES[field]]),
    ).toEqual(['Adult', 'Child', 'Infant', 'Unaccompanied Minor']);
  });
});

describe('checkPassengers', () => {
  it('accepts adults with children and infants, and unaccompanied minors alone', () => {
    expect(checkPassengers(counts(1, 0, 0, 0))).toEqual({ valid: true });
    expect(checkPassengers(counts(2, 3, 1, 0))).toEqual({ valid: true });
    expect(checkPassengers(counts(0, 0, 0, 2))).toEqual({ valid: true });
  });

  it('refuses no passengers at all', () => {
    expect(checkPassengers(counts(0, 0, 0, 0))).toEqual({
      valid: false,
      field: 'adt',
      message: 'Please select valid passengers',
      rule: 'no-passengers',
    });
  });

  it('refuses unaccompanied minors with anyone else', () => {
    for (const mixed of [counts(1, 0, 0, 1), counts(0, 1, 0, 1), counts(0, 0, 1, 1)]) {
      expect(checkPassengers(mixed)).toMatchObject({
        valid: false,
        field: 'adt',
        rule: 'unaccompanied-minor-combined',
      });
    }
  });

  it('refuses children or infants without an adult', () => {
    for (const alone of [counts(0, 1, 0, 0), counts(0, 0, 1, 0), counts(0, 2, 2, 0)]) {
      expect(checkPassengers(alone)).toMatchObject({ valid: false, field: 'adt', rule: 'adult-required' });
    }
  });

  it('agrees with the brute-force model on every small combination', () => {
    for (let adt = 0; adt <= 3; adt += 1)
      for (let cnn = 0; cnn <= 3; cnn += 1)
        for (let inf = 0; inf <= 3; inf += 1)
          for (let unn = 0; unn <= 3; unn += 1) {
            const value = counts(adt, cnn, inf, unn);
            expect(checkPassengers(value).valid).toBe(modelIsValid(value));
          }
  });

  it('agrees with the brute-force model, and the schema agrees with the function (property)', () => {
    fc.assert(
      fc.property(countsArbitrary, (value) => {
        const verdict = checkPassengers(value);
        expect(verdict.valid).toBe(modelIsValid(value));
        const parsed = passengerCountsSchema.safeParse(value);
        expect(parsed.success).toBe(verdict.valid);
        if (!verdict.valid) {
          expect(verdict.message).toBe('Please select valid passengers');
          expect(parsed.error?.issues).toEqual([
            expect.objectContaining({ path: ['adt'], message: 'Please select valid passengers' }),
          ]);
        }
      }),
    );
  });

  it('totals the passengers', () => {
    expect(totalPassengers(counts(2, 1, 1, 0))).toBe(4);
  });
});

describe('passenger schemas', () => {
  it('validates each count as a whole number ≥ 0', () => {
    expect(passengerCountSchema.safeParse(-1).success).toBe(false);
    expect(passengerCountSchema.safeParse(1.5).success).toBe(false);
    const result = passengerCountsSchema.safeParse({ adt: -1, cnn: 0, inf: 0, unn: 0 });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['adt']]);
  });

  it('reports the passenger rule alongside errors of other fields', () => {
    const schema = withPassengerRules(z.object({ ...passengerCountsSchema.shape, from: z.string().min(1) }));
    const result = schema.safeParse({ adt: 0, cnn: 0, inf: 0, unn: 0, from: '' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['from'], expect.any(String)],
      [['adt'], 'Please select valid passengers'],
    ]);
  });
});
