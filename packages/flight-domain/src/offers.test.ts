import { describe, expect, it } from 'vitest';
import {
  OFFER_REFERENCE_MESSAGES,
  bookSearchSchema,
  flightOfferItemSchema,
  offerReferenceSchema,
} from './offers';

const reference = { offerId: 'o1', productId: 'p1', identifier: 's1' };

describe('offers', () => {
  it('reads an offer item and keeps the fields the spec does not show', () => {
    const offer = { offerId: 'o1', contentKind: 'NDC', products: [{ productId: 'p1', brand: 'Light' }] };
    expect(flightOfferItemSchema.parse(offer)).toEqual(offer);
    expect(flightOfferItemSchema.safeParse({ offerId: 'o1', products: [{}] }).success).toBe(false);
  });

  it('pins the booking link messages', () => {
    expect(OFFER_REFERENCE_MESSAGES).toEqual({
      offerId: 'Missing offerId',
      productId: 'Missing productId',
      identifier: 'Missing identifier',
    });
  });

  it('needs each part of an offer reference, empty or missing', () => {
    expect(offerReferenceSchema.parse(reference)).toEqual(reference);
    expect(offerReferenceSchema.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual([
      'Missing offerId',
      'Missing productId',
      'Missing identifier',
    ]);
    expect(
      offerReferenceSchema
        .safeParse({ offerId: '', productId: '', identifier: '' })
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['Missing offerId', 'Missing productId', 'Missing identifier']);
  });

  it('validates the /book search parameters', () => {
    for (const type of ['oneway', 'roundtrip', 'multi-city'] as const) {
      expect(bookSearchSchema.parse({ type, params: reference })).toEqual({ type, params: reference });
    }
    expect(bookSearchSchema.safeParse({ type: 'one-way', params: reference }).success).toBe(false);
    expect(
      bookSearchSchema.safeParse({ type: 'oneway', params: { ...reference, identifier: '' } }).error
        ?.issues[0],
    ).toMatchObject({ path: ['params', 'identifier'], message: 'Missing identifier' });
  });
});
