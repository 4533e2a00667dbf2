import { createFileRoute } from '@tanstack/react-router';
import { loadReservation } from '../../-components/load-record';
import { ReservationLoadError } from '../../-components/record-load-error';
import { ReservationDetailPage } from '../-components/ReservationDetailPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../../page-title';

/** /reservations/{id}/ndc (SPEC §2): an NDC reservation by id; a GDS one is sent to /reservations/{id}/gds. */
export const Route = createFileRoute('/_app/reservations/$id/ndc')({
  // The loader with the page, as a list fetches it when idle (load-record.ts).
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: ({ context, params }) => loadReservation(context.queryClient, params.id, 'NDC'),
  errorComponent: ReservationLoadError,
  component: function Reservation() {
    usePageTitle(m.title_reservation_locator({ locator: Route.useLoaderData().locator }));
    return <ReservationDetailPage id={Route.useParams().id} />;
  },
});
