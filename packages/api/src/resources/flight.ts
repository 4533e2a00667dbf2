import {
  type BookingRequestInput,
  bookingRequestSchema,
  type BookingResult,
  DATA_FETCHING,
  FLIGHT_SEARCH_SCHEMAS,
  type MultiCitySearchInput,
  type OfferReference,
  offerReferenceSchema,
  type OneWaySearchInput,
  retrieveReservationBodySchema,
  type RoundTripSearchInput,
} from '@comptoir/flight-domain';
import { queryOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { flightEndpoints as endpoints } from '../endpoints/flight';
import { send, sendValidated } from '../http/send';
import { useApiMutation } from '../query/use-api-mutation';

/** The three kinds of search and what each sends. */
export type FlightSearchRequest =
  | { kind: 'oneway'; search: OneWaySearchInput }
  | { kind: 'roundtrip'; search: RoundTripSearchInput }
  | { kind: 'multi-city'; search: MultiCitySearchInput };

export const flightKeys = {
  all: ['flight'] as const,
  search: (request: FlightSearchRequest) =>
    [...flightKeys.all, 'search', request.kind, request.search] as const,
  seatMap: (offer: OfferReference) => [...flightKeys.all, 'seat-map', offer] as const,
};

/** Flight search, booking, retrieval, seat maps and workbenches (SPEC §7). */
export const flightApi = {
  search: (request: FlightSearchRequest, signal?: AbortSignal) => {
    switch (request.kind) {
      case 'oneway':
        return sendValidated(endpoints.searchOneWay, FLIGHT_SEARCH_SCHEMAS.oneway, request.search, {
          path: undefined,
          signal,
        });
      case 'roundtrip':
        return sendValidated(endpoints.searchRoundTrip, FLIGHT_SEARCH_SCHEMAS.roundtrip, request.search, {
          path: undefined,
          signal,
        });
      case 'multi-city':
        return sendValidated(endpoints.searchMultiCity, FLIGHT_SEARCH_SCHEMAS['multi-city'], request.search, {
          path: undefined,
          signal,
        });
    }
  },
  book: (body: BookingRequestInput) =>
    sendValidated(endpoints.book, bookingRequestSchema, body, { path: undefined }),
  retrieve: (locator: string) =>
    sendValidated(endpoints.retrieve, retrieveReservationBodySchema, { locator }, { path: undefined }),
  seatMap: (offer: OfferReference, signal?: AbortSignal) =>
    sendValidated(endpoints.seatMap, offerReferenceSchema, offer, { path: undefined, signal }),
  initiateWorkbench: (locator?: string) =>
    send(endpoints.initiateWorkbench, { path: undefined, query: { locator } }),
  ignoreWorkbench: (workbenchID: string) => send(endpoints.ignoreWorkbench, { path: { id: workbenchID } }),
  commitWorkbench: (workbenchID: string) => send(endpoints.commitWorkbench, { path: { id: workbenchID } }),
};

export const flightQueries = {
  /** Search results are never cached (SPEC §2, §9): every visit of a result page searches again. */
  search: (request: FlightSearchRequest) =>
    queryOptions({
      queryKey: flightKeys.search(request),
      queryFn: ({ signal }) => flightApi.search(request, signal),
      gcTime: DATA_FETCHING.searchResults.gcTimeMs,
      staleTime: DATA_FETCHING.searchResults.staleTimeMs,
    }),
  seatMap: (offer: OfferReference) =>
    queryOptions({
      queryKey: flightKeys.seatMap(offer),
      queryFn: ({ signal }) => flightApi.seatMap(offer, signal),
    }),
};

/**
 * Books an offer, at most once at a time: while a booking is in flight, `book` hands back the same
 * promise instead of sending again, so a double click or an impatient retry cannot book twice.
 * Bookings never retry on their own (mutations never retry, SPEC §9).
 */
export function useBookOffer() {
  const mutation = useApiMutation({
    mutationFn: flightApi.book,
    invalidates: () => [['reservations', 'list'], ['balance']],
  });
  const inFlight = useRef<Promise<BookingResult> | null>(null);
  const { mutateAsync } = mutation;
  const book = useCallback(
    (body: BookingRequestInput): Promise<BookingResult> => {
      inFlight.current ??= mutateAsync(body).finally(() => {
        inFlight.current = null;
      });
      return inFlight.current;
    },
    [mutateAsync],
  );
  return { ...mutation, book };
}

export function useRetrieveReservation() {
  return useApiMutation({
    mutationFn: flightApi.retrieve,
    invalidates: (_, reservation) => [['reservations', 'detail', reservation.id]],
  });
}
