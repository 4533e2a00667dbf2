import { createFileRoute } from '@tanstack/react-router';
import { loadReservation } from '../../-components/load-record';
import { reservationHead } from '../../-components/record-heads';
import { ReservationLoadError } from '../../-components/record-load-error';
import { ReservationDetailPage } from '../-components/ReservationDetailPage';

/** /reservations/{id}/ndc (SPEC §2): an NDC reservation by id; a GDS one is sent to /reservations/{id}/gds. */
export const Route = createFileRoute('/_app/reservations/$id/ndc')({
  loader: ({ context, params }) => loadReservation(context.queryClient, params.id, 'NDC'),
  head: reservationHead,
  errorComponent: ReservationLoadError,
  component: function Reservation() {
    return <ReservationDetailPage id={Route.useParams().id} />;
  },
});
