import { describe, expect, it } from 'vitest';
import { balanceListQuerySchema, balanceSearchSchema, inDayRange } from './balance-query';

describe('the ledger query', () => {
  it('adds list defaults and refuses a reversed range', () => {
    expect(balanceListQuerySchema.parse({ organizationId: 'org_paris', kind: 'debit' })).toEqual({
      page: 1,
      limit: 10,
      organizationId: 'org_paris',
      kind: 'debit',
    });
    expect(
      balanceListQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }).error?.issues[0]?.message,
    ).toBe('The start date must be on or before the end date');
  });

  it('keeps in the URL only what is valid', () => {
    expect(
      balanceSearchSchema.parse({ organization: 'org_paris', kind: 'gift', page: 2, from: 'x' }),
    ).toEqual({
      organization: 'org_paris',
      page: 2,
    });
  });

  it('takes whole UTC days, both ends included', () => {
    const range = { from: '2026-01-01', to: '2026-01-31' };
    expect(inDayRange('2026-01-31T23:59:59Z', range)).toBe(true);
    expect(inDayRange('2026-02-01T00:00:00Z', range)).toBe(false);
    expect(inDayRange('2025-12-31T23:59:59Z', range)).toBe(false);
    expect(inDayRange('2020-01-01T00:00:00Z', {})).toBe(true);
  });
});
