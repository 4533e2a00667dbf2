import {
  downloadPdf,
  reservationsQueries,
  useCancelReservation,
  useFareRules,
  useRepriceReservation,
  useTicketReservation,
} from '@comptoir/api';
import { ticketDetailPath } from '@comptoir/flight-domain';
import { ReservationDetailView } from '@comptoir/ui/records';
import { useSuspenseQuery } from '@tanstack/react-query';
import { RouterLink } from '../../../../components/RouterLink';
import { ReservationWorkbench } from './ReservationWorkbench';

/**
 * A reservation's page with minimal action callbacks, so that its workbench (`editing`) can be used now.
 * Issue 22 §3 replaces this with the reservation detail routes' own wiring; keep the `editing` line.
 */
export function ReservationDetailStandIn({ id }: { id: string }) {
  const { data } = useSuspenseQuery(reservationsQueries.detail(id));
  const ticket = useTicketReservation();
  const cancel = useCancelReservation();
  const reprice = useRepriceReservation();
  const fareRules = useFareRules();
  return (
    <ReservationDetailView
      reservation={data}
      onTicket={async () => {
        await ticket.mutateAsync({ id });
      }}
      onCancel={async () => {
        await cancel.mutateAsync({ id });
      }}
      onReprice={async () => {
        await reprice.mutateAsync({ id });
      }}
      onDownloadPdf={() => downloadPdf('reservations', id, data.locator)}
      onFareRules={async () => {
        await fareRules.mutateAsync({ id });
      }}
      ticketHref={(summary) => ticketDetailPath(summary.id, data.contentKind)}
      linkComponent={RouterLink}
      editing={<ReservationWorkbench reservation={data} />}
    />
  );
}
