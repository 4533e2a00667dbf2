import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlightOffer, Leg, Product } from './entities/flights';
import {
  keepsEveryOffer,
  matchesOfferFilters,
  NO_OFFER_FILTERS,
  type OfferFilters,
  offerFilterBounds,
} from './offer-filters';
import { applyOfferFilters, bestScore, createOfferQuery, OFFER_SORTS, sortOffers } from './offer-sorts';
import {
  legDayShift,
  legLayovers,
  legMinutes,
  type OfferSummary,
  pricingBreakdown,
  summarizeOffers,
} from './offer-summary';

function segment(from: string, to: string, departure: string, arrival: string, carrier = 'AT') {
  return {
    id: `${carrier}-${from}${to}`,
    carrier: { code: carrier, name: `${carrier} Airlines` },
    flightNumber: `${carrier}100`,
    departure: { airport: from, airportName: from, city: from, at: departure },
    arrival: { airport: to, airportName: to, city: to, at: arrival },
    duration: 'PT1H0M',
    equipment: '738',
    cabin: 'Economy' as const,
    bookingClass: 'Y',
  };
}

function product(total: { base: number; taxes: number; markup: number }, options: Partial<Product> = {}) {
  const price = { currency: 'MAD' as const, ...total, total: total.base + total.taxes + total.markup };
  return {
    productId: 'P1',
    brand: { name: 'Light', tier: 1, attributes: [] },
    cabin: 'Economy' as const,
    bookingClasses: ['Y'],
    baggage: { checked: { pieces: 0 }, carryOn: { pieces: 1 } },
    changeable: false,
    refundable: false,
    pricing: { total: price, perPassenger: [{ passengerType: 'ADT' as const, count: 1, price }] },
    fareRules: [],
    ...options,
  } satisfies Product;
}

function offer(id: string, legs: Leg[], products: Product[], extra: Partial<FlightOffer> = {}): FlightOffer {
  return {
    offerId: id,
    identifier: 'CO-1',
    contentKind: 'GDS',
    validatingCarrier: { code: 'AT', name: 'Royal Air Maroc' },
    legs,
    products,
    ...extra,
  };
}

/** CMN 10:00 → CDG 14:00 direct, 3 h. */
const direct: Leg = {
  duration: 'PT3H0M',
  segments: [segment('CMN', 'CDG', '2026-12-01T10:00:00+01:00', '2026-12-01T14:00:00+01:00')],
};
/** CMN 22:00 → MAD 23:30, MAD 01:05 → CDG 03:10 next day: one stop of 95 min, overnight. */
const viaMadrid: Leg = {
  duration: 'PT5H10M',
  segments: [
    segment('CMN', 'MAD', '2026-12-01T22:00:00+01:00', '2026-12-01T23:30:00+01:00', 'IB'),
    segment('MAD', 'CDG', '2026-12-02T01:05:00+01:00', '2026-12-02T03:10:00+01:00', 'IB'),
  ],
};

const cheapDirect = offer('A', [direct], [product({ base: 100000, taxes: 20000, markup: 5000 })]);
const refundableStop = offer(
  'B',
  [viaMadrid],
  [
    product(
      { base: 80000, taxes: 10000, markup: 0 },
      { refundable: true, baggage: { checked: { pieces: 1, weightKg: 23 }, carryOn: { pieces: 1 } } },
    ),
  ],
  { contentKind: 'NDC', validatingCarrier: { code: 'IB', name: 'Iberia' } },
);

describe('pricingBreakdown', () => {
  it('adds the card surcharge on base + taxes + markup, per passenger type and overall', () => {
    const price = { currency: 'MAD' as const, base: 100000, taxes: 20000, markup: 5000, total: 125000 };
    const child = { currency: 'MAD' as const, base: 75000, taxes: 20000, markup: 5000, total: 100000 };
    const breakdown = pricingBreakdown(
      {
        total: price,
        perPassenger: [
          { passengerType: 'ADT', count: 2, price },
          { passengerType: 'CNN', count: 1, price: child },
        ],
      },
      'local-bank-card',
    );
    expect(breakdown.perPassenger[0]?.unit).toEqual({
      base: 100000,
      taxes: 20000,
      markup: 5000,
      surcharge: 2875,
      total: 127875,
    });
    expect(breakdown.perPassenger[0]?.subtotal.total).toBe(255750);
    expect(breakdown.perPassenger[1]?.subtotal.surcharge).toBe(2300);
    expect(breakdown.total).toEqual({
      base: 275000,
      taxes: 60000,
      markup: 15000,
      surcharge: 8050,
      total: 358050,
    });
  });

  it('has no surcharge for cash and falls back to the total without passenger lines', () => {
    const price = { currency: 'MAD' as const, base: 1000, taxes: 200, markup: 0, total: 1200 };
    const breakdown = pricingBreakdown({ total: price, perPassenger: [] }, 'cash');
    expect(breakdown.total).toEqual({ base: 1000, taxes: 200, markup: 0, surcharge: 0, total: 1200 });
    expect(breakdown.perPassenger[0]?.passengerType).toBe('ADT');
  });
});

describe('legs', () => {
  it('reads layovers, durations and overnight arrivals', () => {
    expect(legLayovers(direct)).toEqual([]);
    expect(legLayovers(viaMadrid)).toEqual([{ airport: 'MAD', minutes: 95 }]);
    expect(legMinutes(viaMadrid)).toBe(310);
    expect(legMinutes({ ...direct, duration: 'bad' })).toBe(240);
    expect(legDayShift(direct)).toBe(0);
    expect(legDayShift(viaMadrid)).toBe(1);
  });
});

describe('summaries and filters', () => {
  const summaries = summarizeOffers([cheapDirect, refundableStop], 'cash');

  it('summarizes price, duration, stops, times and flags', () => {
    expect(summaries[0]).toMatchObject({
      price: 125000,
      durationMinutes: 180,
      stops: 0,
      departureMinuteOfDay: 600,
      arrivalMinuteOfDay: 840,
      airline: 'AT',
      refundable: false,
      baggageIncluded: false,
      contentKind: 'GDS',
    });
    expect(summaries[1]).toMatchObject({ price: 90000, stops: 1, arrivalMinuteOfDay: 190, refundable: true });
  });

  it('summarizes a part of a list as the whole list does, from the position it is given', () => {
    const offers = [cheapDirect, refundableStop, cheapDirect];
    const parts = [
      ...summarizeOffers(offers.slice(0, 2), 'local-bank-card'),
      ...summarizeOffers(offers.slice(2), 'local-bank-card', 2),
    ];
    expect(parts).toEqual(summarizeOffers(offers, 'local-bank-card'));
    expect(parts.map((summary) => summary.index)).toEqual([0, 1, 2]);
  });

  it('follows the payment method in the price', () => {
    expect(summarizeOffers([cheapDirect], 'international-bank-card')[0]?.price).toBe(128750);
  });

  it('keeps only the offers that pass every filter', () => {
    const ids = (filters: typeof NO_OFFER_FILTERS) =>
      summaries.filter((summary) => matchesOfferFilters(summary, filters)).map((s) => s.offer.offerId);
    expect(ids(NO_OFFER_FILTERS)).toEqual(['A', 'B']);
    expect(ids({ ...NO_OFFER_FILTERS, stops: [0] })).toEqual(['A']);
    expect(ids({ ...NO_OFFER_FILTERS, stops: [1, 2] })).toEqual(['B']);
    expect(ids({ ...NO_OFFER_FILTERS, airlines: ['IB'] })).toEqual(['B']);
    expect(ids({ ...NO_OFFER_FILTERS, departureWindows: ['morning'] })).toEqual(['A']);
    expect(ids({ ...NO_OFFER_FILTERS, arrivalWindows: ['night'] })).toEqual(['B']);
    expect(ids({ ...NO_OFFER_FILTERS, price: { min: 100000, max: 130000 } })).toEqual(['A']);
    expect(ids({ ...NO_OFFER_FILTERS, duration: { min: 200, max: 400 } })).toEqual(['B']);
    expect(ids({ ...NO_OFFER_FILTERS, refundableOnly: true })).toEqual(['B']);
    expect(ids({ ...NO_OFFER_FILTERS, baggageIncludedOnly: true })).toEqual(['B']);
    expect(ids({ ...NO_OFFER_FILTERS, contentKinds: ['GDS'] })).toEqual(['A']);
  });

  it('tells filters that keep every offer, however they were cleared, from any that is set', () => {
    expect(keepsEveryOffer(NO_OFFER_FILTERS)).toBe(true);
    expect(keepsEveryOffer({ ...NO_OFFER_FILTERS, stops: [], airlines: [], price: null })).toBe(true);
    for (const set of [
      { stops: [0] },
      { airlines: ['IB'] },
      { departureWindows: ['morning'] },
      { arrivalWindows: ['night'] },
      { price: { min: 0, max: 130000 } },
      { duration: { min: 0, max: 400 } },
      { refundableOnly: true },
      { baggageIncludedOnly: true },
      { contentKinds: ['NDC'] },
    ] satisfies Partial<OfferFilters>[]) {
      expect(keepsEveryOffer({ ...NO_OFFER_FILTERS, ...set })).toBe(false);
    }
  });

  it('gives the bounds of price and duration and the airlines by number of offers', () => {
    expect(offerFilterBounds(summaries)).toEqual({
      price: { min: 90000, max: 125000 },
      duration: { min: 180, max: 310 },
      airlines: [
        { code: 'AT', name: 'Royal Air Maroc', count: 1 },
        { code: 'IB', name: 'Iberia', count: 1 },
      ],
    });
    expect(offerFilterBounds([]).price).toEqual({ min: 0, max: 0 });
  });

  it('lists the airlines with as many offers by their code, digits before letters', () => {
    const carried = (code: string) =>
      offer(code, [direct], [product({ base: 100000, taxes: 0, markup: 0 })], {
        validatingCarrier: { code, name: code },
      });
    const listed = offerFilterBounds(
      summarizeOffers(['TO', 'IB', 'AT', 'IB', '3O', 'AF'].map(carried), 'cash'),
    ).airlines.map(({ code, count }) => `${code} ${String(count)}`);
    expect(listed).toEqual(['IB 2', '3O 1', 'AF 1', 'AT 1', 'TO 1']);
  });
});

describe('sorts', () => {
  const late = offer(
    'C',
    [
      {
        duration: 'PT3H0M',
        segments: [segment('CMN', 'CDG', '2026-12-01T18:00:00+01:00', '2026-12-01T22:00:00+01:00')],
      },
    ],
    [product({ base: 100000, taxes: 20000, markup: 5000 })],
  );
  const summaries = summarizeOffers([cheapDirect, refundableStop, late], 'cash');
  const order = (sort: Parameters<typeof sortOffers>[1]) =>
    sortOffers(summaries, sort).map((summary) => summary.offer.offerId);

  it('sorts by price, duration and departure, keeping ties in order received', () => {
    expect(order('price')).toEqual(['B', 'A', 'C']);
    expect(order('duration')).toEqual(['A', 'C', 'B']);
    expect(order('departure')).toEqual(['A', 'C', 'B']);
  });

  it('sorts by best score: price and duration relative to the best of the list', () => {
    expect(
      bestScore({ price: 200000, durationMinutes: 300, stops: 1 }, { price: 100000, durationMinutes: 150 }),
    ).toBeCloseTo(2.1);
    // A: 0.6 × 125/90 + 0.4 × 1 = 1.233; B: 0.6 + 0.4 × 310/180 + 0.1 = 1.389
    expect(order('best')).toEqual(['A', 'C', 'B']);
  });

  it('filters then sorts', () => {
    const shown = applyOfferFilters(summaries, { ...NO_OFFER_FILTERS, stops: [0] }, 'departure');
    expect(shown.map((summary) => summary.offer.offerId)).toEqual(['A', 'C']);
  });
});

describe('createOfferQuery', () => {
  const summary = fc.record({
    price: fc.integer({ min: 1, max: 20 }),
    durationMinutes: fc.integer({ min: 1, max: 20 }),
    stops: fc.integer({ min: 0, max: 3 }),
    departureMinuteOfDay: fc.integer({ min: 0, max: 1439 }),
    arrivalMinuteOfDay: fc.integer({ min: 0, max: 1439 }),
    departureInstant: fc.integer({ min: 0, max: 20 }),
    airline: fc.constantFrom('AT', 'AF', 'IB'),
    refundable: fc.boolean(),
    baggageIncluded: fc.boolean(),
    contentKind: fc.constantFrom('GDS' as const, 'NDC' as const),
  });
  // Few distinct values, so that ties and removed cheapest or shortest offers are common.
  const summaries = fc
    .array(summary, { maxLength: 40 })
    .map((list) => list.map((fields, index): OfferSummary => ({ ...fields, index, offer: cheapDirect })));
  const filters: fc.Arbitrary<OfferFilters> = fc.record({
    stops: fc.subarray([0, 1, 2] as const),
    airlines: fc.subarray(['AT', 'AF', 'IB']),
    departureWindows: fc.subarray(['night', 'morning', 'afternoon', 'evening'] as const),
    arrivalWindows: fc.subarray(['night', 'morning', 'afternoon', 'evening'] as const),
    price: fc.option(
      fc.record({ min: fc.integer({ min: 0, max: 10 }), max: fc.integer({ min: 5, max: 20 }) }),
    ),
    duration: fc.option(
      fc.record({ min: fc.integer({ min: 0, max: 10 }), max: fc.integer({ min: 5, max: 20 }) }),
    ),
    refundableOnly: fc.boolean(),
    baggageIncludedOnly: fc.boolean(),
    contentKinds: fc.subarray(['GDS', 'NDC'] as const),
  });

  it('shows what filtering then sorting shows, change after change', () => {
    fc.assert(
      fc.property(
        summaries,
        fc.array(fc.tuple(filters, fc.constantFrom(...OFFER_SORTS)), { minLength: 1, maxLength: 6 }),
        (list, changes) => {
          const query = createOfferQuery(list);
          for (const [chosen, sort] of changes) {
            expect(query(chosen, sort)).toEqual(applyOfferFilters(list, chosen, sort));
          }
        },
      ),
    );
  });

  it('gives back the same list for a sort shown before when no filter is set', () => {
    const list = summarizeOffers([cheapDirect, { ...cheapDirect, offerId: 'B' }], 'cash');
    const query = createOfferQuery(list);
    const byPrice = query(NO_OFFER_FILTERS, 'price');
    query(NO_OFFER_FILTERS, 'duration');
    expect(query({ ...NO_OFFER_FILTERS }, 'price')).toBe(byPrice);
  });

  it('sorts by best again when the filters remove the cheapest offer', () => {
    const [base] = summarizeOffers([cheapDirect], 'cash');
    if (base === undefined) throw new Error('no summary');
    const of = (id: string, price: number, durationMinutes: number, refundable: boolean, index: number) => ({
      ...base,
      offer: { ...cheapDirect, offerId: id },
      index,
      price,
      durationMinutes,
      stops: 0,
      refundable,
    });
    // Against X's price (50) Y, the cheaper, comes before Z; without X the reference price is 200 and
    // Z, five times shorter, comes first: 0.6 + 0.4 × 5 = 2.6 for Y, 0.6 × 2 + 0.4 = 1.6 for Z.
    const query = createOfferQuery([
      of('X', 50, 60, false, 0),
      of('Y', 200, 100, true, 1),
      of('Z', 400, 20, true, 2),
    ]);
    const ids = (shown: readonly OfferSummary[]) => shown.map((kept) => kept.offer.offerId);
    expect(ids(query(NO_OFFER_FILTERS, 'best'))).toEqual(['X', 'Y', 'Z']);
    expect(ids(query({ ...NO_OFFER_FILTERS, refundableOnly: true }, 'best'))).toEqual(['Z', 'Y']);
  });
});
