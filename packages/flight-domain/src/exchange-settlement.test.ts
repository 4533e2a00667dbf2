import { describe, expect, it } from 'vitest';
import { exchangeSettlement } from './exchange-settlement';

describe('exchangeSettlement', () => {
  it.each([
    {
      case: 'adds a dearer fare to the penalty and refunds nothing',
      priceDifference: 35000,
      penalty: 45000,
      amountDue: 80000,
      refund: 0,
    },
    {
      case: 'refunds a cheaper fare apart instead of netting it against the penalty',
      priceDifference: -5000,
      penalty: 45000,
      amountDue: 45000,
      refund: 5000,
    },
    {
      case: 'costs nothing for the same fare without penalty',
      priceDifference: 0,
      penalty: 0,
      amountDue: 0,
      refund: 0,
    },
  ])('$case', ({ priceDifference, penalty, amountDue, refund }) => {
    expect(exchangeSettlement({ priceDifference, penalty })).toEqual({
      fareDifference: priceDifference,
      penalty,
      amountDue,
      refund,
    });
  });
});
