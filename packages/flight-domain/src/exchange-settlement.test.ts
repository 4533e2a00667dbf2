import { describe, expect, it } from 'vitest';
import { exchangeSettlement } from './exchange-settlement';

describe('exchangeSettlement', () => {
  it('adds a dearer fare to the penalty and refunds nothing', () => {
    expect(exchangeSettlement({ priceDifference: 35000, penalty: 45000 })).toEqual({
      fareDifference: 35000,
      penalty: 45000,
      amountDue: 80000,
      refund: 0,
    });
  });

  it('refunds a cheaper fare apart instead of netting it against the penalty', () => {
    expect(exchangeSettlement({ priceDifference: -5000, penalty: 45000 })).toEqual({
      fareDifference: -5000,
      penalty: 45000,
      amountDue: 45000,
      refund: 5000,
    });
  });

  it('costs nothing for the same fare without penalty', () => {
    expect(exchangeSettlement({ priceDifference: 0, penalty: 0 })).toEqual({
      fareDifference: 0,
      penalty: 0,
      amountDue: 0,
      refund: 0,
    });
  });
});
