/** Flight search, booking, retrieval and seat maps (SPEC §7 "Flight"). */
import {
  bookingRequestSchema,
  bookingResultSchema,
  offerReferenceSchema,
  reservationSchema,
  retrieveReservationBodySchema,
  seatMapSchema,
} from '@comptoir/flight-domain';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { searchEndpoints } from './search-calls';

export const flightsEndpoints = {
  ...searchEndpoints,
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
