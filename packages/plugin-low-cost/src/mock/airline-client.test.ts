/**
 * The plugin's client against the simulated airline, in node through msw (here, where msw belongs: the
 * client layer has none): the XML goes out, the offers come back, and every failure is an ApiError.
 */
import { ApiError, configureApi } from '@comptoir/api';
import { getResponse, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOW_COST_OTA_CALL, searchLowFares } from '../client';
import { lowFareCriteria } from '../client/test-criteria';
import { lowCostAirlineHandlers } from './handlers';

const BACKEND_URL = 'http://backend.test';
const server = setupServer(...lowCostAirlineHandlers);
const airlineUrl = `${BACKEND_URL}/api${LOW_COST_OTA_CALL}`;
const criteria = lowFareCriteria({
  from: 'CMN',
  date: '2027-01-08',
  windowDays: 0,
  passengers: { ADT: 1, CNN: 0, INF: 1 },
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ backendUrl: BACKEND_URL });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const xmlAnswer = (body: string) => () =>
  new HttpResponse(body, { headers: { 'content-type': 'application/xml' } });

describe('searchLowFares', () => {
  it("sends the search as XML with the session and reads the day's flights and their bundles", async () => {
    const offers = await searchLowFares(criteria);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.departure.startsWith('2027-01-08')).toBe(true);
      expect(offer.bundles[0]?.lines.map((line) => line.type)).toEqual(['ADT', 'INF']);
    }
  });

  it("gives the airline's refusal as an ApiError with its text", async () => {
    await expect(searchLowFares({ ...criteria, to: 'MAD' })).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Argana Air does not fly from Casablanca to Madrid.',
    });
  });

  it("gives the airline's refusal of a request that breaks the OpenTravel schema as an ApiError naming the rule", async () => {
    // The request reaches the airline without its POS, as a client that forgot it would send it.
    server.use(
      http.post(airlineUrl, async ({ request }) => {
        const body = (await request.text()).replace(/\s*<POS>[\s\S]*?<\/POS>/, '');
        const forwarded = new Request(request.url, { method: 'POST', headers: request.headers, body });
        return getResponse(lowCostAirlineHandlers, forwarded);
      }),
    );
    await expect(searchLowFares(criteria)).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      message:
        'Argana Air refused the request, which breaks the OpenTravel schema: OTA_AirLowFareSearchRQ needs POS before OriginDestinationInformation.',
    });
  });

  it('gives a malformed answer as an ApiError saying what is wrong with it', async () => {
    server.use(http.post(airlineUrl, xmlAnswer('<OTA_AirLowFareSearchRS><Success/>')));
    const failure = searchLowFares(criteria);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      kind: 'decode',
      message: expect.stringMatching(
        /^The airline's answer could not be read\. Not well-formed XML \(line 1\)/,
      ) as unknown,
    });
  });

  it('gives an HTTP failure of the backend as an ApiError with its message', async () => {
    server.use(
      http.post(airlineUrl, () => HttpResponse.json({ message: 'Airline unavailable' }, { status: 503 })),
    );
    await expect(searchLowFares(criteria)).rejects.toMatchObject({
      kind: 'http',
      status: 503,
      message: 'Airline unavailable',
    });
  });
});
