import { createFileRoute } from '@tanstack/react-router';
import { reservationRouteOptions } from '../../-components/record-route-options';
import { ReservationDetailPage, ReservationLoadError } from '../-components/ReservationDetailPage';

/** /reservations/{id}/gds (SPEC §2): a GDS reservation by id; an NDC one is sent to /reservations/{id}/ndc. */
export const Route = createFileRoute('/_app/reservations/$id/gds')({
  ...reservationRouteOptions('GDS'),
  errorComponent: ReservationLoadError,
  component: function Reservation() {
    return <ReservationDetailPage id={Route.useParams().id} />;
  },
});
