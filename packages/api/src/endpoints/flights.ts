/** Flight search, booking, retrieval and seat maps (SPEC §7 "Flight"). */
import {
  bookingRequestSchema,
  bookingResultSchema,
  FLIGHT_SEARCH_SCHEMAS,
  flightSearchResultSchema,
  offerReferenceSchema,
  reservationSchema,
  retrieveReservationBodySchema,
  seatMapSchema,
} from '@comptoir/flight-domain';
import { queryOptions } from '@tanstack/react-query';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { flightsKeys, type FlightSearchRequest } from '../keys';
import { NEVER_CACHED } from '../query/never-cached';
import { OFFERS_REPEATED_FIELD } from './search-offers-repeated';

export const flightsEndpoints = {
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
  book: endpoint({
    method: 'POST',
    path: '/flight/booking',
    body: bookingRequestSchema,
    response: bookingResultSchema,
  }),
  retrieve: endpoint({
    method: 'POST',
    path: '/flight/retrieve',
    body: retrieveReservationBodySchema,
    response: reservationSchema,
  }),
  seatMap: endpoint({
    method: 'POST',
    path: '/flight/seat-map',
    body: offerReferenceSchema,
    response: seatMapSchema,
  }),
};

export const flightsApi = clientFor(flightsEndpoints);

/** Sends a search of any kind to its own endpoint. */
function searchFlights(request: FlightSearchRequest, signal?: AbortSignal) {
  switch (request.kind) {
    case 'oneway':
      return flightsApi.searchOneWay({ body: request.search, signal });
    case 'roundtrip':
      return flightsApi.searchRoundTrip({ body: request.search, signal });
    case 'multi-city':
      return flightsApi.searchMultiCity({ body: request.search, signal });
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
