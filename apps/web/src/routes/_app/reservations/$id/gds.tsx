import { createFileRoute } from '@tanstack/react-router';
import { loadReservation } from '../../-components/load-record';
import { reservationHead } from '../../-components/record-heads';
import { ReservationLoadError } from '../../-components/record-load-error';
import { ReservationDetailPage } from '../-components/ReservationDetailPage';

/** /reservations/{id}/gds (SPEC §2): a GDS reservation by id; an NDC one is sent to /reservations/{id}/ndc. */
export const Route = createFileRoute('/_app/reservations/$id/gds')({
  loader: ({ context, params }) => loadReservation(context.queryClient, params.id, 'GDS'),
  head: reservationHead,
  errorComponent: ReservationLoadError,
  component: function Reservation() {
    return <ReservationDetailPage id={Route.useParams().id} />;
  },
});
