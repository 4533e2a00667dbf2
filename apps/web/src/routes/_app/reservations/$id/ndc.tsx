import { createFileRoute } from '@tanstack/react-router';
import { reservationRouteOptions } from '../../-components/record-route-options';
import { ReservationDetailPage, ReservationLoadError } from '../-components/ReservationDetailPage';

/** /reservations/{id}/ndc (SPEC §2): an NDC reservation by id; a GDS one is sent to /reservations/{id}/gds. */
export const Route = createFileRoute('/_app/reservations/$id/ndc')({
  ...reservationRouteOptions('NDC'),
  errorComponent: ReservationLoadError,
  component: function Reservation() {
    return <ReservationDetailPage id={Route.useParams().id} />;
  },
});
