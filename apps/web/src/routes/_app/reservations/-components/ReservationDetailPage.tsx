import {
  downloadPdf,
  fetchPdf,
  reservationDetailQuery,
  useCancelReservation,
  useFareRules,
  useRepriceReservation,
  useTicketReservation,
} from '@comptoir/api';
import { ticketDetailPath } from '@comptoir/flight-domain';
import { openFareRulesPanel, openPdfPreviewPanel, ReservationDetailView } from '@comptoir/ui/records';
import { m } from '@comptoir/ui/i18n/messages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { RouterLink } from '../../../../components/RouterLink';
import { ReservationWorkbench } from './ReservationWorkbench';

/**
 * The reservation's page and its actions: ticket, cancel and reprice (each sent once, the record, the
 * lists and the balance refetched by the api's keys), the PDF saved as `reservation-<locator>.pdf` and
 * shown in the global side panel (the same file, not fetched twice), and
 * the fare rules fetched again into the global side panel.
 */
export function ReservationDetailPage({ id }: { id: string }) {
  const { data: reservation } = useSuspenseQuery(reservationDetailQuery(id));
  const ticket = useTicketReservation();
  const cancel = useCancelReservation();
  const reprice = useRepriceReservation();
  const fareRules = useFareRules();
  return (
    <ReservationDetailView
      reservation={reservation}
      onTicket={async () => {
        await ticket.mutateAsync({ id });
      }}
      onCancel={async () => {
        await cancel.mutateAsync({ id });
      }}
      onReprice={async () => {
        await reprice.mutateAsync({ id });
      }}
      onDownloadPdf={() => downloadPdf('reservations', id, reservation.locator)}
      onViewPdf={() =>
        openPdfPreviewPanel(m.reservation_title({ locator: reservation.locator }), () =>
          fetchPdf('reservations', id),
        )
      }
      onFareRules={async () => {
        const answer = await fareRules.mutateAsync({ id });
        await openFareRulesPanel(reservation.locator, answer.fareRules);
      }}
      ticketHref={(summary) => ticketDetailPath(summary.id, reservation.contentKind)}
      linkComponent={RouterLink}
      editing={<ReservationWorkbench reservation={reservation} />}
    />
  );
}
