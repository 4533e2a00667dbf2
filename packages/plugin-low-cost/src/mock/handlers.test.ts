import { encodeActor, ACTOR_HEADER, seedActor } from '@comptoir/mock-backend';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AirlineRefusal } from '../client';
import { readLowFareSearchRS, writeLowFareSearchRQ } from '../client/low-fare-search';
import { lowFareCriteria } from '../client/test-criteria';
import { LOW_COST_OTA_PATH, lowCostAirlineHandlers } from './handlers';
import { exchangesOf, resetExchanges } from './message-log';

const actor = seedActor('usr_casa_member');
const header = { echoToken: 'lfs-test', timeStamp: '2026-11-25T09:30:00Z' };
const criteria = lowFareCriteria();

async function post(xml: string): Promise<string> {
  const request = new Request(`http://sandbox.test${LOW_COST_OTA_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml', [ACTOR_HEADER]: encodeActor(actor) },
    body: xml,
  });
  const response = await getResponse(lowCostAirlineHandlers, request);
  expect(response?.headers.get('content-type')).toContain('application/xml');
  return (await response?.text()) ?? '';
}

beforeEach(() => {
  resetExchanges();
});

describe("the simulated airline's low-fare search", () => {
  it('offers the flights of every day of the window, each bundle dearer than the last, the same on every run', async () => {
    const xml = await post(writeLowFareSearchRQ(criteria, header));
    const { header: echoed, offers } = readLowFareSearchRS(xml);
    expect(echoed.echoToken).toBe('lfs-test');
    const days = new Set(offers.map((offer) => offer.departure.slice(0, 10)));
    // RAK–ORY flies twice a day: every day of the 7-day window has flights.
    expect([...days].sort()).toEqual([
      '2026-12-15',
      '2026-12-16',
      '2026-12-17',
      '2026-12-18',
      '2026-12-19',
      '2026-12-20',
      '2026-12-21',
    ]);
    for (const offer of offers) {
      expect(offer).toMatchObject({ from: 'RAK', to: 'ORY' });
      expect(offer.flightNumber).toMatch(/^R9 1\d{3}$/);
      expect(offer.bundles.map((price) => price.bundle)).toEqual(['BASIC', 'VALUE', 'FLEX']);
      const totals = offer.bundles.map((price) => price.total);
      expect([...totals].sort((a, b) => a - b)).toEqual(totals);
      expect(offer.bundles[0]?.lines.map((line) => [line.type, line.quantity])).toEqual([
        ['ADT', 2],
        ['CNN', 1],
      ]);
    }
    expect(readLowFareSearchRS(await post(writeLowFareSearchRQ(criteria, header))).offers).toEqual(offers);
  });

  it('refuses a route it does not fly with its own text, and a request it cannot read, and logs every exchange', async () => {
    const refused = await post(writeLowFareSearchRQ({ ...criteria, from: 'ORY', to: 'MAD' }, header));
    expect(() => readLowFareSearchRS(refused)).toThrow(
      new AirlineRefusal('322', 'Argana Air does not fly from Paris Orly to Madrid.'),
    );
    const unreadable = await post(
      '<OTA_AirLowFareSearchRQ EchoToken="bad-1"><Nothing/></OTA_AirLowFareSearchRQ>',
    );
    expect(() => readLowFareSearchRS(unreadable)).toThrow(AirlineRefusal);
    expect(unreadable).toContain('Code="450"');

    const logged = exchangesOf(actor.activeOrganizationId).filter(
      (exchange) => exchange.message === 'OTA_AirLowFareSearchRQ',
    );
    expect(logged.map((exchange) => [exchange.message, exchange.echoToken, exchange.status])).toEqual([
      ['OTA_AirLowFareSearchRQ', 'bad-1', 'error'],
      ['OTA_AirLowFareSearchRQ', 'lfs-test', 'error'],
    ]);
    expect(logged[1]?.request).toContain('<OriginLocation LocationCode="ORY"/>');
    expect(logged[1]?.response).toBe(refused);
    expect(logged.map((exchange) => exchange.bookingReference)).toEqual([null, null]);
    expect(exchangesOf('org_elsewhere')).toEqual([]);
  });

  it('refuses, as a real airline validating against the OpenTravel schema, a request without POS or with it out of order', async () => {
    const written = writeLowFareSearchRQ(criteria, header);
    const pos = /\n {2}<POS>[\s\S]*?<\/POS>/.exec(written)?.[0] ?? '';
    const withoutPos = written.replace(pos, '');
    const posLast = withoutPos.replace('</TravelerInfoSummary>', `$&${pos}`);
    for (const request of [withoutPos, posLast]) {
      const answer = await post(request);
      // The answer to the message asked, with OpenTravel's Errors/Error: type 10 (required field
      // missing), code 450 (unable to process), and what is wrong as its ShortText.
      expect(answer).toContain('<OTA_AirLowFareSearchRS xmlns="http://www.opentravel.org/OTA/2003/05"');
      expect(answer).toMatch(/<Errors>\s*<Error Type="10" Code="450" ShortText="[^"]+"\/>\s*<\/Errors>/);
      expect(() => readLowFareSearchRS(answer)).toThrow(
        new AirlineRefusal(
          '450',
          'Argana Air refused the request, which breaks the OpenTravel schema: OTA_AirLowFareSearchRQ needs POS before OriginDestinationInformation.',
        ),
      );
    }
    expect(exchangesOf(actor.activeOrganizationId).map((exchange) => exchange.status)).toEqual([
      'error',
      'error',
    ]);
  });
});
