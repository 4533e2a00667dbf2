import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceTrend,
  hasSurcharge,
  isConsistentLedger,
  ledgerBalance,
  previewTopUp,
  runningBalances,
  surchargeRateLabel,
} from './ledger';

describe('ledger arithmetic in centimes', () => {
  it('sums movements exactly, where floats would drift', () => {
    const amounts = Array.from({ length: 10 }, () => 10);
    expect(ledgerBalance(amounts.map((amount) => ({ amount })))).toBe(100);
    expect(amounts.reduce((sum) => sum + 0.1, 0)).not.toBe(1);
    expect(ledgerBalance([])).toBe(0);
    expect(() => ledgerBalance([{ amount: 0.1 }])).toThrow(RangeError);
  });

  it('keeps the running balance, and knows a consistent ledger', () => {
    expect(runningBalances([100000, -2550, 2550])).toEqual([100000, 97450, 100000]);
    expect(runningBalances([-500], 1000)).toEqual([500]);
    expect(
      isConsistentLedger([
        { amount: 500, balanceAfter: 500 },
        { amount: -200, balanceAfter: 300 },
      ]),
    ).toBe(true);
    expect(
      isConsistentLedger([
        { amount: 500, balanceAfter: 500 },
        { amount: -200, balanceAfter: 301 },
      ]),
    ).toBe(false);
  });

  it('the last running balance is always the sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1_000_000_00, max: 1_000_000_00 })), (amounts) => {
        expect(runningBalances(amounts).at(-1) ?? 0).toBe(
          ledgerBalance(amounts.map((amount) => ({ amount }))),
        );
      }),
    );
  });

  it('previews a top-up: the balance gets the amount, the card surcharge is paid on top', () => {
    expect(previewTopUp(500000, 123456, 'local-bank-card')).toEqual({
      credited: 123456,
      surcharge: 2839,
      charged: 126295,
      balanceBefore: 500000,
      balanceAfter: 623456,
    });
    expect(previewTopUp(0, 100000, 'international-bank-card').surcharge).toBe(3000);
    expect(previewTopUp(0, 100000, 'bank-transfer')).toMatchObject({ surcharge: 0, charged: 100000 });
    expect(() => previewTopUp(0, 0, 'cash')).toThrow(RangeError);
    expect(hasSurcharge('local-bank-card')).toBe(true);
    expect(hasSurcharge('check')).toBe(false);
    expect(surchargeRateLabel('local-bank-card')).toBe('2,3\u00A0%');
    expect(surchargeRateLabel('international-bank-card')).toBe('3\u00A0%');
    expect(surchargeRateLabel('cash')).toBe('0\u00A0%');
  });

  it('gives the trend since a date', () => {
    const movements = [
      { amount: 1000, balanceAfter: 1000, createdAt: '2026-01-01T00:00:00Z' },
      { amount: -300, balanceAfter: 700, createdAt: '2026-02-01T00:00:00Z' },
    ];
    expect(balanceTrend(movements, '2026-01-15T00:00:00Z')).toEqual({
      from: 1000,
      to: 700,
      change: -300,
      direction: 'down',
    });
    expect(balanceTrend(movements, '2026-03-01T00:00:00Z').direction).toBe('flat');
    expect(balanceTrend(movements, '2025-12-01T00:00:00Z')).toMatchObject({ from: 0, direction: 'up' });
  });
});
