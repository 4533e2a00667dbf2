import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import {
  bookingResultSchema,
  exchangeEligibilitySchema,
  exchangeSearchResultSchema,
  flightSearchResultSchema,
  locationSuggestionSchema,
  messageResponseSchema,
  reservationSchema,
  seatMapSchema,
  ticketSchema,
  workbenchSchema,
} from '@comptoir/flight-domain';

/** Location search (SPEC §7). */
export const locationEndpoints = {
  search: endpoint({ method: 'GET', path: '/search', response: z.array(locationSuggestionSchema) }),
  refreshCache: endpoint({ method: 'GET', path: '/search/refresh-cache', response: messageResponseSchema }),
};

/** Flight search, booking, retrieval, seat maps and workbenches (SPEC §7). */
export const flightEndpoints = {
  searchOneWay: endpoint({
    method: 'POST',
    path: '/flight/search/one-way',
    response: flightSearchResultSchema,
  }),
  searchRoundTrip: endpoint({
    method: 'POST',
    path: '/flight/search/round-trip',
    response: flightSearchResultSchema,
  }),
  searchMultiCity: endpoint({
    method: 'POST',
    path: '/flight/search/multi-city',
    response: flightSearchResultSchema,
  }),
  book: endpoint({ method: 'POST', path: '/flight/booking', response: bookingResultSchema }),
  retrieve: endpoint({ method: 'POST', path: '/flight/retrieve', response: reservationSchema }),
  seatMap: endpoint({ method: 'POST', path: '/flight/seat-map', response: seatMapSchema }),
  initiateWorkbench: endpoint({
    method: 'GET',
    path: '/flight/workbench/initiate',
    response: workbenchSchema,
  }),
  ignoreWorkbench: endpoint({
    method: 'DELETE',
    path: '/flight/workbench/{id}/ignore',
    response: messageResponseSchema,
  }),
  commitWorkbench: endpoint({
    method: 'POST',
    path: '/flight/workbench/{id}/commit',
    response: messageResponseSchema,
  }),
};

/** GDS ticket exchange (SPEC §7). */
export const exchangeEndpoints = {
  eligibility: endpoint({
    method: 'GET',
    path: '/exchange/gds/eligibility/{id}',
    response: exchangeEligibilitySchema,
  }),
  search: endpoint({
    method: 'POST',
    path: '/exchange/gds/search/ticket/{id}',
    response: exchangeSearchResultSchema,
  }),
  modifyOffer: endpoint({
    method: 'POST',
    path: '/exchange/gds/ticket/{locator}/modify-offer/{workbenchId}',
    response: z.object({ message: z.string().optional(), ticket: ticketSchema }),
  }),
};
