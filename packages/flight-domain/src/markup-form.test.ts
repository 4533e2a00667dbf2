import { describe, expect, it } from 'vitest';
import { FRENCH_AMOUNT_MESSAGES } from './french-amount';
import {
  checkMarkupDraft,
  EMPTY_MARKUP_DRAFT,
  markupDraftOf,
  markupValueLabel,
  PRIORITY_MESSAGE,
} from './markup-form';

describe('the markup form', () => {
  it('reads a rule typed in French format', () => {
    expect(
      checkMarkupDraft(
        {
          ...EMPTY_MARKUP_DRAFT,
          name: ' NDC ',
          value: '1,5',
          contentKind: 'NDC',
          airline: 'at',
          priority: '10',
        },
        'org_marrakech',
      ),
    ).toEqual({
      ok: true,
      body: {
        organizationId: 'org_marrakech',
        name: 'NDC',
        kind: 'percentage',
        value: 1.5,
        contentKind: 'NDC',
        airline: 'AT',
        priority: 10,
        active: true,
      },
    });
  });

  it('says what is wrong with each field', () => {
    const result = checkMarkupDraft(
      { ...EMPTY_MARKUP_DRAFT, value: '150', airline: 'A', priority: 'high' },
      'org_marrakech',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Enter the markup name',
        value: 'A percentage markup is at most 100',
        airline: 'An airline is its two-character IATA code, e.g. AT',
        priority: PRIORITY_MESSAGE,
      },
    });
    expect(checkMarkupDraft({ ...EMPTY_MARKUP_DRAFT, name: 'x', value: '2.5' }, 'o')).toEqual({
      ok: false,
      errors: { value: FRENCH_AMOUNT_MESSAGES.dot },
    });
  });

  it('edits an existing rule and labels its value', () => {
    const rule = {
      id: 'm',
      organizationId: 'o',
      name: 'Fee',
      kind: 'fixed',
      value: 75,
      contentKind: 'GDS',
      priority: 0,
      active: true,
      createdAt: '2026-01-05T09:00:00+01:00',
    } as const;
    expect(markupDraftOf(rule)).toMatchObject({ value: '75', cabin: '', priority: '0' });
    expect(markupValueLabel(rule)).toBe('75,00\u00A0MAD per passenger');
    expect(markupValueLabel({ kind: 'percentage', value: 1.5 })).toBe('1,5\u00A0%');
  });
});
