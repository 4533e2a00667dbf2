/**
 * A search's answer's decoding made ready before the search is sent: code of its own, which a search page
 * fetches when idle, as the search's call would fetch it as it is sent.
 */
import { rowsDecoder } from '../http/decode-rows';
import { decodesInWorker, type Endpoint } from '../http/endpoint';
import type { FlightSearchRequest } from '../keys';
import { flightsEndpoints } from './flights';

const SEARCH_ENDPOINTS = {
  oneway: flightsEndpoints.searchOneWay,
  roundtrip: flightsEndpoints.searchRoundTrip,
  'multi-city': flightsEndpoints.searchMultiCity,
} as const satisfies Record<FlightSearchRequest['kind'], Endpoint>;

/**
 * Starts the worker that decodes the answers of `kind`'s searches, where the page can run it, as the
 * search's call would start it as it is sent (`app-client.ts`): an answer that comes fast then waits for
 * neither its code nor its start (docs/decisions/0073). It lives on for the later searches.
 */
export function prepareSearchDecoding(kind: FlightSearchRequest['kind']): void {
  const endpoint = SEARCH_ENDPOINTS[kind];
  rowsDecoder(endpoint, decodesInWorker(endpoint));
}
