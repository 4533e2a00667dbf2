import { describe, expect, it } from 'vitest';
import { FRENCH_AMOUNT_MESSAGES } from './french-amount';
import { checkTopUp, REFERENCE_MESSAGE, topUpBody } from './top-up';

describe('the top-up form', () => {
  it('reads a French amount and a reference', () => {
    expect(checkTopUp({ amount: '1 234,56', paymentMethod: 'cash', reference: ' R1 ' })).toEqual({
      ok: true,
      centimes: 123456,
      reference: 'R1',
    });
  });

  it('says what is wrong with each field', () => {
    expect(checkTopUp({ amount: '1234.56', paymentMethod: 'cash', reference: '' })).toEqual({
      ok: false,
      errors: { amount: FRENCH_AMOUNT_MESSAGES.dot, reference: REFERENCE_MESSAGE },
    });
    expect(checkTopUp({ amount: '10', paymentMethod: 'cash', reference: '  ' })).toEqual({
      ok: false,
      errors: { reference: REFERENCE_MESSAGE },
    });
  });

  it('builds the credit it sends', () => {
    expect(topUpBody('org1', 123456, 'local-bank-card', 'CB-1')).toEqual({
      organizationId: 'org1',
      kind: 'credit',
      amount: 1234.56,
      description: 'Top-up by local bank card',
      reference: 'CB-1',
      paymentMethod: 'local-bank-card',
    });
  });
});
