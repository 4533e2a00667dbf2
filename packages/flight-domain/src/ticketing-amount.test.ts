import { describe, expect, it } from 'vitest';
import { ticketingAmount } from './ticketing-amount';

describe('ticketingAmount', () => {
  const pricing = { total: { total: 120_000 } };

  it('is the fare total with every confirmed extra not paid yet', () => {
    const ancillaries = [
      { price: 9_000, status: 'confirmed' },
      { price: 4_500, status: 'pending' },
      { price: 2_000, status: 'confirmed' },
    ];
    expect(ticketingAmount({ pricing, ancillaries })).toBe(131_000);
    expect(ticketingAmount({ pricing, ancillaries }, (ancillary) => ancillary.price === 2_000)).toBe(129_000);
  });

  it('is the fare total alone without extras', () => {
    expect(ticketingAmount({ pricing, ancillaries: [] })).toBe(120_000);
  });
});
