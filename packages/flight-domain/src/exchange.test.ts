import { describe, expect, it } from 'vitest';
import {
  EXCHANGE_SEARCH_MESSAGES,
  exchangeModifyOfferSchema,
  exchangeSearchSchema,
  ticketExchangeLegs,
} from './exchange';
import { FLIGHT_SEARCH_MESSAGES } from './flight-search';

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
  const leg = { from: 'CMN', to: 'ORY', date: '2026-12-24' };

  it('takes one new leg or several, each with its route and date', () => {
    expect(exchangeSearchSchema.parse({ legs: [leg] })).toEqual({ legs: [leg] });
    const back = { from: 'ORY', to: 'CMN', date: '2026-12-30' };
    expect(exchangeSearchSchema.parse({ legs: [leg, back] }).legs).toHaveLength(2);
  });

  it('refuses a missing airport, a bad date, the same origin and destination, and legs out of order, at the field', () => {
    const issues = (legs: unknown) =>
      exchangeSearchSchema.safeParse({ legs }).error?.issues.map(({ path, message }) => ({ path, message }));
    expect(issues([{ ...leg, from: '' }])).toEqual([
      { path: ['legs', 0, 'from'], message: FLIGHT_SEARCH_MESSAGES.from },
    ]);
    expect(issues([{ ...leg, date: '24/12/2026' }])).toEqual([
      { path: ['legs', 0, 'date'], message: FLIGHT_SEARCH_MESSAGES.date },
    ]);
    expect(issues([{ ...leg, to: 'cmn' }])).toEqual([
      { path: ['legs', 0, 'to'], message: EXCHANGE_SEARCH_MESSAGES.sameAirports },
    ]);
    expect(issues([leg, { from: 'ORY', to: 'CMN', date: '2026-12-20' }])).toEqual([
      { path: ['legs', 1, 'date'], message: EXCHANGE_SEARCH_MESSAGES.legsOutOfOrder },
    ]);
    expect(exchangeSearchSchema.safeParse({ legs: [] }).success).toBe(false);
  });
});

describe('ticketExchangeLegs', () => {
  it("reads each leg's first origin, last destination and local departure date", () => {
    const segment = (from: string, to: string, at: string) => ({
      departure: { airport: from, at },
      arrival: { airport: to },
    });
    expect(
      ticketExchangeLegs([
        {
          segments: [
            segment('CMN', 'MAD', '2026-12-18T23:05:00+01:00'),
            segment('MAD', 'JFK', '2026-12-19T09:00:00+01:00'),
          ],
        },
        { segments: [segment('JFK', 'CMN', '2026-12-28T18:00:00-05:00')] },
      ]),
    ).toEqual([
      { from: 'CMN', to: 'JFK', date: '2026-12-18' },
      { from: 'JFK', to: 'CMN', date: '2026-12-28' },
    ]);
  });
});
