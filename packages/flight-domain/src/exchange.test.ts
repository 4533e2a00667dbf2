import { describe, expect, it } from 'vitest';
import { exchangeModifyOfferSchema } from './exchange';

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
