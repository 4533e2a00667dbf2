import { createFileRoute } from '@tanstack/react-router';
import { ReservationDetailPage, reservationRouteOptions } from '../-components/ReservationDetailPage';

/** /reservations/{id}/gds (SPEC §2): a GDS reservation by id; an NDC one is sent to /reservations/{id}/ndc. */
export const Route = createFileRoute('/_app/reservations/$id/gds')({
  ...reservationRouteOptions('GDS'),
  component: function Reservation() {
    return <ReservationDetailPage id={Route.useParams().id} />;
  },
});
