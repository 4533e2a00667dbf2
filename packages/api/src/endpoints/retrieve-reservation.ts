/** The header's locator retrieval (`POST /flight/retrieve`), with the flights' table loaded on use. */
import { loadOnce } from '@comptoir/flight-domain';
import { reservationsKeys } from '../keys';
import { useApiMutation } from '../query/use-api-mutation';

// Every app page's header can retrieve a booking, few do: the flights' table and the reservation's
// schemas it decodes with come at the first use, not with the shell.
const loadFlightsApi = loadOnce(() => import('./flights').then((module) => module.flightsApi));

/** Fetches what a retrieval needs ahead of it (the locator field calls it when focused). */
export function prepareRetrieval(): void {
  loadFlightsApi().catch(() => undefined); // a failed load is fetched again by the retrieval, which reports it
}

/** Retrieves the reservation of a locator; its detail, if cached, is fetched again. */
export function useRetrieveReservation() {
  return useApiMutation({
    mutationFn: async (locator: string) => (await loadFlightsApi()).retrieve({ body: { locator } }),
    invalidates: (_, reservation) => [reservationsKeys.detail(reservation.id)],
  });
}
