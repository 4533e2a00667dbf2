/**
 * Argana Air's direct-connect API as the sandbox serves it: `POST /api/low-cost/ota` takes an OTA request
 * (XML) and answers the OTA response, as the agency's backend passes it through to the airline. A
 * request the airline cannot read is answered with OTA `Errors` (HTTP 200, as OTA services do). Every
 * exchange is logged for XML support.
 */
import { actorOf, nowMs } from '@comptoir/mock-backend';
import { http, HttpResponse, type HttpHandler } from 'msw';
// The codec modules, not the client's index: that one brings the app's HTTP client, which the sandbox
// (Node, no DOM) does not load.
import {
  readLowFareSearchRQ,
  writeLowFareSearchErrors,
  writeLowFareSearchRS,
} from '../client/low-fare-search';
import { AirlineMessageError, type OtaHeader } from '../client/ota-xml';
import { isServedRoute, LOW_COST_AIRLINE, NETWORK_AIRPORTS } from '../rules';
import { logExchange } from './message-log';
import { flightsOn, priceFlight, windowDays } from './schedule';

/** The path of the airline's API under the backend's `/api`. */
export const LOW_COST_OTA_PATH = '/api/low-cost/ota';

const airportName = (code: string) =>
  code in NETWORK_AIRPORTS ? NETWORK_AIRPORTS[code as keyof typeof NETWORK_AIRPORTS].city : code;

/** Answers one request: the XML answer, and whether the airline accepted the request. */
function answer(xml: string, header: OtaHeader): { response: string; ok: boolean } {
  try {
    const { criteria } = readLowFareSearchRQ(xml);
    if (!isServedRoute(criteria.from, criteria.to)) {
      const text = `${LOW_COST_AIRLINE.name} does not fly from ${airportName(criteria.from)} to ${airportName(criteria.to)}.`;
      return { response: writeLowFareSearchErrors([{ code: '322', text }], header), ok: false };
    }
    const offers = windowDays(criteria.date, criteria.windowDays).flatMap((day) =>
      flightsOn(criteria.from, criteria.to, day).map((flight) => priceFlight(flight, criteria.passengers)),
    );
    return { response: writeLowFareSearchRS(offers, header), ok: true };
  } catch (error) {
    if (!(error instanceof AirlineMessageError)) throw error;
    return { response: writeLowFareSearchErrors([{ code: '450', text: error.message }], header), ok: false };
  }
}

export const lowCostAirlineHandlers: HttpHandler[] = [
  http.post(`*${LOW_COST_OTA_PATH}`, async ({ request }) => {
    const actor = actorOf(request);
    if (actor === null) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
    const startedMs = nowMs();
    const requestedAt = new Date(startedMs).toISOString();
    const xml = await request.text();
    const echo = /EchoToken="([^"]*)"/.exec(xml)?.[1] ?? '';
    const header = { echoToken: echo, timeStamp: requestedAt };
    const { response, ok } = answer(xml, header);
    logExchange({
      organizationId: actor.activeOrganizationId,
      message: /<(OTA_\w+)/.exec(xml)?.[1] ?? 'unknown',
      echoToken: echo,
      bookingReference: null,
      requestedAt,
      durationMs: Math.max(0, nowMs() - startedMs),
      status: ok ? 'success' : 'error',
      request: xml,
      response,
    });
    return new HttpResponse(response, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
  }),
];
