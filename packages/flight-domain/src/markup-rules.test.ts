import { describe, expect, it } from 'vitest';
import { markupBodySchema } from './back-office';
import { type MatchableMarkupRule, markupOfRule, markupRuleMatches, selectMarkupRule } from './markup-rules';
import { NO_MARKUP } from './pricing';

const rule = (fields: Partial<MatchableMarkupRule> & { name: string }) => ({
  kind: 'percentage' as const,
  value: 2,
  active: true,
  contentKind: 'ALL' as const,
  ...fields,
});

describe('markup rule matching', () => {
  it('matches when every criterion set equals the offer, and ignores inactive rules', () => {
    const ndc = { contentKind: 'NDC', airline: 'AT', cabin: 'Economy', tripType: 'oneway' } as const;
    expect(markupRuleMatches(rule({ name: 'all' }), ndc)).toBe(true);
    expect(markupRuleMatches(rule({ name: 'gds', contentKind: 'GDS' }), ndc)).toBe(false);
    expect(markupRuleMatches(rule({ name: 'at', airline: 'AT', cabin: 'Economy' }), ndc)).toBe(true);
    expect(markupRuleMatches(rule({ name: 'af', airline: 'AF' }), ndc)).toBe(false);
    expect(markupRuleMatches(rule({ name: 'business', cabin: 'Business' }), ndc)).toBe(false);
    expect(markupRuleMatches(rule({ name: 'rt', tripType: 'roundtrip' }), ndc)).toBe(false);
    expect(markupRuleMatches(rule({ name: 'off', active: false }), ndc)).toBe(false);
    expect(markupRuleMatches(rule({ name: 'at', airline: 'AT' }), { contentKind: 'NDC' })).toBe(false);
  });

  it('picks the highest priority, then the most specific, then the first', () => {
    const all = rule({ name: 'all' });
    const ndc = rule({ name: 'ndc', contentKind: 'NDC' });
    const ndcAt = rule({ name: 'ndc AT', contentKind: 'NDC', airline: 'AT' });
    const urgent = rule({ name: 'urgent', priority: 10 });
    const context = { contentKind: 'NDC', airline: 'AT' } as const;
    expect(selectMarkupRule([all, ndc], context)?.name).toBe('ndc');
    expect(selectMarkupRule([ndc, all], context)?.name).toBe('ndc');
    expect(selectMarkupRule([all, ndc, ndcAt], context)?.name).toBe('ndc AT');
    expect(selectMarkupRule([ndcAt, urgent], context)?.name).toBe('urgent');
    expect(selectMarkupRule([all, rule({ name: 'all 2' })], context)?.name).toBe('all');
    expect(selectMarkupRule([ndc], { contentKind: 'GDS' })).toBeUndefined();
  });

  it('turns a rule into the markup computeMarkup reads', () => {
    expect(markupOfRule(rule({ name: 'fixed', kind: 'fixed', value: 75.5 }))).toEqual({
      kind: 'fixed',
      amount: 7550,
    });
    expect(markupOfRule(rule({ name: 'pct', value: 5 }))).toEqual({ kind: 'percentage', percent: 5 });
    expect(markupOfRule(undefined)).toBe(NO_MARKUP);
  });

  it('validates the criteria of a rule body', () => {
    const body = { organizationId: 'org1', name: 'NDC', kind: 'percentage', value: 5, contentKind: 'NDC' };
    expect(markupBodySchema.parse({ ...body, airline: 'at' })).toMatchObject({ airline: 'AT', priority: 0 });
    expect(markupBodySchema.safeParse({ ...body, airline: 'ATX' }).error?.issues[0]?.message).toBe(
      'An airline is its two-character IATA code, e.g. AT',
    );
    expect(markupBodySchema.safeParse({ ...body, priority: 101 }).error?.issues[0]?.message).toBe(
      'The priority is 0 to 100',
    );
  });
});
