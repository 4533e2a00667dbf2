/**
 * A flight search's calls (SPEC §7 "Flight"), apart from the rest of the flights' table: a result page
 * sends a search and nothing else, and the table holds every flight call's schemas (a booking's, a
 * retrieved reservation's). The table takes these same entries, so the searches are declared once.
 */
import { FLIGHT_SEARCH_SCHEMAS, flightSearchResultSchema } from '@comptoir/flight-domain';
import { queryOptions } from '@tanstack/react-query';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { flightsKeys, type FlightSearchRequest } from '../keys';
import { NEVER_CACHED } from '../query/never-cached';
import { OFFERS_REPEATED_FIELD } from './search-offers-repeated';

/** The three searches (one-way, round trip, multi-city), each to its own endpoint. */
export const searchEndpoints = {
  searchOneWay: endpoint({
    method: 'POST',
    path: '/flight/search/one-way',
    body: FLIGHT_SEARCH_SCHEMAS.oneway,
    response: flightSearchResultSchema,
    rows: 'offers',
    decodeInWorker: 'search-result',
    repeatedInRows: OFFERS_REPEATED_FIELD,
  }),
  searchRoundTrip: endpoint({
    method: 'POST',
    path: '/flight/search/round-trip',
    body: FLIGHT_SEARCH_SCHEMAS.roundtrip,
    response: flightSearchResultSchema,
    rows: 'offers',
    decodeInWorker: 'search-result',
    repeatedInRows: OFFERS_REPEATED_FIELD,
  }),
  searchMultiCity: endpoint({
    method: 'POST',
    path: '/flight/search/multi-city',
    body: FLIGHT_SEARCH_SCHEMAS['multi-city'],
    response: flightSearchResultSchema,
    rows: 'offers',
    decodeInWorker: 'search-result',
    repeatedInRows: OFFERS_REPEATED_FIELD,
  }),
};

const searchApi = clientFor(searchEndpoints);

/** Sends a search of any kind to its own endpoint. */
function searchFlights(request: FlightSearchRequest, signal?: AbortSignal) {
  switch (request.kind) {
    case 'oneway':
      return searchApi.searchOneWay({ body: request.search, signal });
    case 'roundtrip':
      return searchApi.searchRoundTrip({ body: request.search, signal });
    case 'multi-city':
      return searchApi.searchMultiCity({ body: request.search, signal });
  }
}

export const flightsQueries = {
  /** Search results are never cached (SPEC §2, §9): every visit of a result page searches again. */
  search: (request: FlightSearchRequest) =>
    queryOptions({
      queryKey: flightsKeys.search(request),
      queryFn: ({ signal }) => searchFlights(request, signal),
      ...NEVER_CACHED,
    }),
};
