import { describe, expect, it } from 'vitest';
import { AIRLINES, AIRPORTS, seedActor } from './index';
import { callSandbox } from './test-client';
import { multiCitySearch, ONE_WAY, search, startEachTestFromSeed } from './test-flows';

startEachTestFromSeed();

describe('offers', () => {
  it('are deterministic and plentiful on a busy route', async () => {
    const first = await search(ONE_WAY);
    const second = await search(ONE_WAY);
    expect(second).toEqual(first);
    expect(first.length).toBeGreaterThanOrEqual(300);
    expect(await search({ ...ONE_WAY, date: '2026-12-16' })).not.toEqual(first);
  });

  it('honour every search field', async () => {
    const direct = await search({ ...ONE_WAY, isDirect: true });
    expect(direct.every((offer) => offer.legs.every((leg) => leg.segments.length === 1))).toBe(true);
    const permitted = await search({ ...ONE_WAY, airlines: ['AT'], airlineType: 'Permitted' });
    expect(permitted.length).toBeGreaterThan(0);
    expect(
      permitted.every((offer) =>
        offer.legs.every((leg) => leg.segments.every((segment) => segment.carrier.code === 'AT')),
      ),
    ).toBe(true);
    const prohibited = await search({ ...ONE_WAY, airlines: ['AT', 'AF'], airlineType: 'Prohibited' });
    expect(
      prohibited.some((offer) =>
        offer.legs.some((leg) => leg.segments.some((segment) => ['AT', 'AF'].includes(segment.carrier.code))),
      ),
    ).toBe(false);
    const preferred = await search({ ...ONE_WAY, airlines: ['IB'], airlineType: 'Preferred' });
    expect(preferred[0]?.validatingCarrier.code).toBe('IB');
    const refundable = await search({ ...ONE_WAY, isRefundable: true });
    expect(refundable.every((offer) => offer.products.every((product) => product.refundable))).toBe(true);
    const business = await search({ ...ONE_WAY, cabin: 'Business' });
    expect(business.every((offer) => offer.products.every((product) => product.cabin === 'Business'))).toBe(
      true,
    );
    const noQ = await search({ ...ONE_WAY, prohibitedClasses: ['Q', 'O'] });
    expect(
      noQ.every((offer) =>
        offer.products.every((product) => !product.bookingClasses.some((code) => ['Q', 'O'].includes(code))),
      ),
    ).toBe(true);
    const onlyY = await search({ ...ONE_WAY, permittedClasses: ['Y', 'B'] });
    expect(
      onlyY.every((offer) =>
        offer.products.every((product) => product.bookingClasses.every((code) => ['Y', 'B'].includes(code))),
      ),
    ).toBe(true);
    const shortConnections = await search({ ...ONE_WAY, maxConnectionDuration: 'PT2H0M' });
    for (const offer of shortConnections) {
      for (const leg of offer.legs) {
        for (let index = 1; index < leg.segments.length; index += 1) {
          const layover =
            (Date.parse(leg.segments[index]?.departure.at ?? '') -
              Date.parse(leg.segments[index - 1]?.arrival.at ?? '')) /
            60_000;
          expect(layover).toBeLessThanOrEqual(120);
        }
      }
    }
    const ndc = await search({ ...ONE_WAY, isNDC: true });
    expect(ndc.length).toBeGreaterThan(0);
    expect(ndc.every((offer) => offer.contentKind === 'NDC')).toBe(true);
    const family = await search({ ...ONE_WAY, adt: 2, cnn: 1, inf: 1 });
    expect(
      family[0]?.products[0]?.pricing.perPassenger.map((line) => [line.passengerType, line.count]),
    ).toEqual([
      ['ADT', 2],
      ['CNN', 1],
      ['INF', 1],
    ]);
  }, 30_000); // about twenty searches: allow for a busy machine

  it("apply the organization's markup per passenger", async () => {
    const marrakech = seedActor('usr_rak_owner');
    const [offer] = await search(ONE_WAY, marrakech);
    expect(offer?.products[0]?.pricing.perPassenger[0]?.price.markup).toBe(75);
  });

  it('work round-trip and multi-city', async () => {
    const roundTrip = await search({ ...ONE_WAY, returnDate: '2026-12-22' }, undefined, 'round-trip');
    expect(roundTrip.length).toBeGreaterThan(100);
    expect(roundTrip.every((offer) => offer.legs.length === 2)).toBe(true);
    const multiCity = await search(
      multiCitySearch(
        { from: 'RAK', to: 'CDG', date: '2026-12-15' },
        { from: 'CDG', to: 'DXB', date: '2026-12-18' },
        { from: 'DXB', to: 'CMN', date: '2026-12-24' },
      ),
      undefined,
      'multi-city',
    );
    expect(multiCity.length).toBeGreaterThan(0);
    expect(multiCity.every((offer) => offer.legs.length === 3)).toBe(true);
  });

  it('refuse invalid searches with the flight-domain message and field', async () => {
    const result = await callSandbox('POST', '/flight/search/one-way', {
      body: { ...ONE_WAY, adt: 0, cnn: 1 },
    });
    expect(result).toMatchObject({ status: 400, body: { message: 'adt: Please select valid passengers' } });
  });
});

describe('reference data', () => {
  it('has every Moroccan airport, at least 150 airports and 20 airlines', () => {
    expect(AIRPORTS.length).toBeGreaterThanOrEqual(150);
    expect(AIRLINES.length).toBeGreaterThanOrEqual(20);
    const moroccan = AIRPORTS.filter((airport) => airport.country.code === 'MA').map(
      (airport) => airport.iataCode,
    );
    expect(moroccan).toEqual(
      expect.arrayContaining([
        'CMN',
        'RAK',
        'AGA',
        'FEZ',
        'TNG',
        'RBA',
        'OUD',
        'NDR',
        'ESU',
        'OZZ',
        'ERH',
        'TTU',
        'AHU',
        'EUN',
        'VIL',
      ]),
    );
  });

  it('searches airports and cities', async () => {
    const paris = (await callSandbox('GET', '/search', { query: { q: 'paris', limit: 5 } })).body as {
      type: string;
      value: string;
    }[];
    expect(paris[0]).toMatchObject({ type: 'city', value: 'PAR' });
    expect(paris.map((location) => location.value)).toEqual(expect.arrayContaining(['CDG', 'ORY']));
    const fes = (await callSandbox('GET', '/search', { query: { q: 'fes' } })).body as { value: string }[];
    expect(fes[0]?.value).toBe('FEZ');
    expect(await callSandbox('GET', '/search', { query: { q: 'c' } })).toMatchObject({
      status: 400,
      body: { message: 'q: Query must be at least 2 characters' },
    });
  });
});
