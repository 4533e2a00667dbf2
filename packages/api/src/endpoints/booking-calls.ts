/**
 * The booking page's calls: its seat map (asked once staff choose seats) and the booking. The flights'
 * client holds every flight call's schemas (a retrieved reservation's among them); it is fetched with
 * the first of these calls, not with the page (decision 0053), as a record page's writes load theirs.
 */
import { loadOnce, type BookingRequestInput, type OfferReference } from '@comptoir/flight-domain';
import { balancesKeys, flightsKeys, reservationsKeys } from '../keys';
import { endpointQuery } from '../query/endpoint-query';
import { useApiMutation } from '../query/use-api-mutation';
import { useSingleFlight } from '../query/use-single-flight';
import { useIsMutating } from '@tanstack/react-query';

const loadFlightCalls = loadOnce(() => import('./flights').then((module) => module.flightsApi));

export const bookingQueries = {
  /** The offer's seat map (`POST /flight/seat-map`). */
  seatMap: (offer: OfferReference) =>
    endpointQuery(
      flightsKeys.seatMap(offer),
      async (input: { body: OfferReference; signal: AbortSignal }) =>
        (await loadFlightCalls()).seatMap(input),
      { body: offer },
    ),
};

/**
 * Books an offer, at most once at a time: while a booking is in flight, `book` hands back the same
 * promise instead of sending again, so a double click or an impatient retry cannot book twice.
 * Bookings never retry on their own (mutations never retry, SPEC §9).
 */
export function useBookOffer() {
  const mutation = useApiMutation({
    mutationKey: flightsKeys.booking(),
    mutationFn: async (body: BookingRequestInput) => (await loadFlightCalls()).book({ body }),
    invalidates: () => [reservationsKeys.lists(), balancesKeys.all],
  });
  // The booking page shows a booking on its way (its submit busy): the one write whose state a page reads.
  const isPending = useIsMutating({ mutationKey: flightsKeys.booking() }) > 0;
  return { book: useSingleFlight(mutation.mutateAsync), isPending };
}
