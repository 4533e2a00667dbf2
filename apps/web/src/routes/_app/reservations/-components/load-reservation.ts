import { reservationsQueries } from '@comptoir/api';
import {
  reservationDetailPath,
  type ContentKind,
  type Reservation,
  type StartupConfig,
} from '@comptoir/flight-domain';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { titleHead } from '../../../../page-title';
import type { RouterContext } from '../../../../router';

// Beside the page, not in it: the route's loader and head stay in the app's entry, the page is split off.

/**
 * The loader of /reservations/{id}/gds and /ndc: the reservation into the query cache, and a page opened
 * under the other content kind replaced by the right one.
 */
async function loadReservation(
  queryClient: QueryClient,
  id: string,
  kind: ContentKind,
): Promise<Reservation> {
  const reservation = await queryClient.query(reservationsQueries.detail(id));
  if (reservation.contentKind !== kind)
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design.
    throw redirect({ href: reservationDetailPath(id, reservation.contentKind), replace: true });
  return reservation;
}

/** "Reservation RWBAUM", or "Reservation" until it is loaded. */
function reservationHead(reservation: Reservation | undefined, config: StartupConfig) {
  return titleHead(reservation === undefined ? 'Reservation' : `Reservation ${reservation.locator}`, config);
}

/**
 * What /reservations/{id}/gds and /ndc share but their path and components: the loader for `kind` (the
 * other kind redirected) and the page title.
 */
export function reservationRouteOptions(kind: ContentKind) {
  return {
    loader: ({ context, params }: { context: RouterContext; params: { id: string } }) =>
      loadReservation(context.queryClient, params.id, kind),
    head: ({ loaderData, match }: { loaderData?: Reservation; match: { context: RouterContext } }) =>
      reservationHead(loaderData, match.context.config),
  };
}
