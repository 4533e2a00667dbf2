import { describe, expect, it } from 'vitest';
import { EXCHANGE_SEARCH_MESSAGES, exchangeModifyOfferSchema, exchangeSearchSchema } from './exchange';

describe('exchangeModifyOfferSchema', () => {
  it('applies the SPEC defaults', () => {
    expect(
      exchangeModifyOfferSchema.parse({
        catalogOfferingsIdentifier: 'cos1',
        catalogOfferingIdentifier: 'co1',
      }),
    ).toEqual({
      catalogOfferingsIdentifier: 'cos1',
      catalogOfferingIdentifier: 'co1',
      fareRuleType: 'TextLong',
      lowFareFinderInd: false,
      returnBrandedFaresInd: false,
      reCheckInventoryInd: false,
      totalPrice: 0,
    });
  });

  it('keeps what is given and refuses a negative total', () => {
    const body = {
      catalogOfferingsIdentifier: 'cos1',
      catalogOfferingIdentifier: 'co1',
      fareRuleType: 'TextShort',
      lowFareFinderInd: true,
      returnBrandedFaresInd: true,
      reCheckInventoryInd: true,
      totalPrice: 1234.56,
    };
    expect(exchangeModifyOfferSchema.parse(body)).toEqual(body);
    expect(exchangeModifyOfferSchema.safeParse({ ...body, totalPrice: -1 }).success).toBe(false);
    expect(exchangeModifyOfferSchema.safeParse({ ...body, catalogOfferingIdentifier: '' }).success).toBe(
      false,
    );
  });
});

describe('exchangeSearchSchema', () => {
  it('takes an ISO date and refuses anything else with its message', () => {
    expect(exchangeSearchSchema.parse({ departureDate: '2026-12-24' })).toEqual({
      departureDate: '2026-12-24',
    });
    const refused = exchangeSearchSchema.safeParse({ departureDate: '24/12/2026' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(EXCHANGE_SEARCH_MESSAGES.departureDate);
  });
});
