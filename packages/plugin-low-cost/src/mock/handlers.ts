/**
 * Argana Air's direct-connect API as the sandbox serves it: `POST /api/low-cost/ota` takes an OTA request
 * (XML) and answers the OTA response, as the agency's backend passes it through to the airline
 * (`airline.ts`). Every exchange is logged for XML support.
 */
import { actorOf, nowMs } from '@comptoir/mock-backend';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { answerAirline } from './airline';
import { ensureSeededBookings } from './bookings';

/** The path of the airline's API under the backend's `/api`. */
export const LOW_COST_OTA_PATH = '/api/low-cost/ota';

export const lowCostAirlineHandlers: HttpHandler[] = [
  http.post(`*${LOW_COST_OTA_PATH}`, async ({ request }) => {
    const actor = actorOf(request);
    if (actor === null) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
    ensureSeededBookings();
    const startedMs = nowMs();
    const response = answerAirline(await request.text(), actor, startedMs, () => nowMs() - startedMs);
    return new HttpResponse(response, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
  }),
];
