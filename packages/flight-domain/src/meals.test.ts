import { describe, expect, it } from 'vitest';
import { isMealCode, MEAL_CODES, MEAL_MESSAGES, mealCodeLabel, mealRequestSchema } from './meals';

describe('meal codes', () => {
  it('are four-letter IATA codes ending in ML or the fruit platter, each with a label', () => {
    for (const [code, label] of Object.entries(MEAL_CODES)) {
      expect(code).toMatch(/^[A-Z]{4}$/);
      expect(label.trim()).not.toBe('');
    }
    expect(Object.keys(MEAL_CODES)).toHaveLength(21);
  });

  it('are recognised in any case, and nothing else is', () => {
    expect(isMealCode('VGML')).toBe(true);
    expect(isMealCode('vgml')).toBe(true);
    expect(isMealCode('XXML')).toBe(false);
    expect(isMealCode('')).toBe(false);
    expect(isMealCode('toString')).toBe(false);
  });

  it('give their label, in any case', () => {
    expect(mealCodeLabel('chml')).toBe('Child meal');
    expect(mealCodeLabel('XXML')).toBeUndefined();
  });
});

describe('mealRequestSchema', () => {
  const request = { offerId: 'CO-ZDYCKO', travelerId: 'RES-000001-T1', code: 'MOML' };

  it('accepts a complete request', () => {
    expect(mealRequestSchema.parse(request)).toEqual(request);
  });

  it('names each missing choice', () => {
    const result = mealRequestSchema.safeParse({ offerId: '', travelerId: '', code: '' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['offerId', MEAL_MESSAGES.offer],
      ['travelerId', MEAL_MESSAGES.traveler],
      ['code', MEAL_MESSAGES.code],
    ]);
  });

  it('refuses a code that is not a meal code', () => {
    expect(mealRequestSchema.safeParse({ ...request, code: 'WCHR' }).error?.issues[0]?.message).toBe(
      MEAL_MESSAGES.code,
    );
  });
});
