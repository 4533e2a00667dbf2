import { createFileRoute } from '@tanstack/react-router';
import { ReservationDetailPage, reservationRouteOptions } from '../-components/ReservationDetailPage';

/** /reservations/{id}/ndc (SPEC §2): an NDC reservation by id; a GDS one is sent to /reservations/{id}/gds. */
export const Route = createFileRoute('/_app/reservations/$id/ndc')({
  ...reservationRouteOptions('NDC'),
  component: function Reservation() {
    return <ReservationDetailPage id={Route.useParams().id} />;
  },
});
