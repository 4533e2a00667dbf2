import { flightOfferSchema, oneWaySearchSchema } from '@comptoir/flight-domain';
import { describe, expect, it } from 'vitest';
import { type ChosenOffer, parseChosenOffer, serializeChosenOffer } from './chosen-offer';

const search = oneWaySearchSchema.parse({
  adt: 2,
  cnn: 1,
  inf: 0,
  unn: 0,
  from: 'CMN',
  to: 'CDG',
  date: '2027-03-15',
});
const price = (base: number, taxes: number) => ({
  currency: 'MAD',
  base,
  taxes,
  markup: 12.5,
  total: base + taxes + 12.5,
});
const endpoint = (airport: string, country: string, at: string) => ({
  airport,
  airportName: airport,
  city: airport,
  country,
  at,
});
// An offer as the backend sends it (money as decimal MAD), decoded as the api client does.
const offer = flightOfferSchema.parse({
  offerId: 'GDS-TEST-001',
  identifier: 'CO-TEST',
  contentKind: 'GDS',
  validatingCarrier: { code: 'AT', name: 'Royal Air Maroc' },
  legs: [
    {
      duration: 'PT3H10M',
      segments: [
        {
          id: 'S1',
          carrier: { code: 'AT', name: 'Royal Air Maroc' },
          flightNumber: 'AT700',
          departure: endpoint('CMN', 'MA', '2027-03-15T10:25:00+01:00'),
          arrival: endpoint('CDG', 'FR', '2027-03-15T14:35:00+01:00'),
          duration: 'PT3H10M',
          equipment: '738',
          cabin: 'Economy',
          bookingClass: 'Y',
        },
      ],
    },
  ],
  products: [
    {
      productId: 'P1',
      brand: { name: 'Basic', tier: 1, attributes: [] },
      cabin: 'Economy',
      bookingClasses: ['Y'],
      baggage: { checked: { pieces: 0 }, carryOn: { pieces: 1 } },
      changeable: false,
      refundable: false,
      pricing: {
        total: price(3009.1, 820.05),
        perPassenger: [{ passengerType: 'ADT', count: 2, price: price(1504.55, 410.03) }],
      },
      fareRules: [],
    },
  ],
});
const chosen: ChosenOffer = { type: 'oneway', search, offer, paymentType: 'local-bank-card' };
const reference = {
  offerId: offer.offerId,
  productId: offer.products[0]?.productId ?? '',
  identifier: offer.identifier,
};

describe('the chosen offer kept for /book', () => {
  it('reads back exactly as it was kept, amounts included', () => {
    expect(parseChosenOffer(serializeChosenOffer(chosen), reference)).toEqual(chosen);
  });

  it('is null when nothing or something else was kept', () => {
    expect(parseChosenOffer(null, reference)).toBeNull();
    expect(parseChosenOffer('{not json', reference)).toBeNull();
    expect(parseChosenOffer(JSON.stringify({ ...chosen, type: 'space' }), reference)).toBeNull();
    const broken = JSON.parse(serializeChosenOffer(chosen)) as { search: Record<string, unknown> };
    broken.search.from = '';
    expect(parseChosenOffer(JSON.stringify(broken), reference)).toBeNull();
  });

  it('is null for another offer, product or search identifier than the link’s', () => {
    const text = serializeChosenOffer(chosen);
    expect(parseChosenOffer(text, { ...reference, offerId: 'GDS-OTHER-001' })).toBeNull();
    expect(parseChosenOffer(text, { ...reference, productId: 'no-such-product' })).toBeNull();
    expect(parseChosenOffer(text, { ...reference, identifier: 'CO-OTHER' })).toBeNull();
  });
});
