import { createFileRoute } from '@tanstack/react-router';
import { loadReservation, reservationHead } from '../-components/load-reservation';
import { ReservationDetailPage, ReservationLoadError } from '../-components/ReservationDetailPage';

/** /reservations/{id}/gds (SPEC §2): a GDS reservation by id; an NDC one is sent to /reservations/{id}/ndc. */
export const Route = createFileRoute('/_app/reservations/$id/gds')({
  loader: ({ context, params }) => loadReservation(context.queryClient, params.id, 'GDS'),
  head: ({ loaderData, match }) => reservationHead(loaderData, match.context.config),
  errorComponent: ReservationLoadError,
  component: function Reservation() {
    return <ReservationDetailPage id={Route.useParams().id} />;
  },
});
