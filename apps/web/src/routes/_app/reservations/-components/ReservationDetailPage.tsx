import {
  downloadPdf,
  errorMessage,
  reservationsQueries,
  useCancelReservation,
  useFareRules,
  useRepriceReservation,
  useTicketReservation,
} from '@comptoir/api';
import {
  reservationDetailPath,
  ticketDetailPath,
  type ContentKind,
  type Reservation,
  type StartupConfig,
} from '@comptoir/flight-domain';
import {
  openFareRulesPanel,
  openPdfPreviewPanel,
  RecordLoadErrorView,
  ReservationDetailView,
} from '@comptoir/ui/records';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { redirect, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { RouterLink } from '../../../../components/RouterLink';
import { ReservationWorkbench } from './ReservationWorkbench';
import { titleHead } from '../../../../page-title';
import type { RouterContext } from '../../../../router';

/**
 * The loader of /reservations/{id}/gds and /ndc: the reservation into the query cache, and a page opened
 * under the other content kind replaced by the right one.
 */
async function loadReservation(
  queryClient: QueryClient,
  id: string,
  kind: ContentKind,
): Promise<Reservation> {
  const reservation = await queryClient.query(reservationsQueries.detail(id));
  if (reservation.contentKind !== kind)
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design.
    throw redirect({ href: reservationDetailPath(id, reservation.contentKind), replace: true });
  return reservation;
}

/** "Reservation RWBAUM", or "Reservation" until it is loaded. */
function reservationHead(reservation: Reservation | undefined, config: StartupConfig) {
  return titleHead(reservation === undefined ? 'Reservation' : `Reservation ${reservation.locator}`, config);
}

/**
 * What /reservations/{id}/gds and /ndc share but their path and component: the loader for `kind` (the
 * other kind redirected), the page title and the load error with a retry.
 */
export function reservationRouteOptions(kind: ContentKind) {
  return {
    loader: ({ context, params }: { context: RouterContext; params: { id: string } }) =>
      loadReservation(context.queryClient, params.id, kind),
    head: ({ loaderData, match }: { loaderData?: Reservation; match: { context: RouterContext } }) =>
      reservationHead(loaderData, match.context.config),
    errorComponent: ReservationLoadError,
  };
}

/**
 * The reservation's page and its actions: ticket, cancel and reprice (each sent once, the record, the
 * lists and the balance refetched by the api's keys), the PDF saved as `reservation-<locator>.pdf` and
 * shown in the global side panel (the same file, not fetched twice), and
 * the fare rules fetched again into the global side panel.
 */
export function ReservationDetailPage({ id }: { id: string }) {
  const { data: reservation } = useSuspenseQuery(reservationsQueries.detail(id));
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
      onDownloadPdf={async () => {
        const pdf = await downloadPdf('reservations', id, reservation.locator);
        openPdfPreviewPanel(`Reservation ${reservation.locator}`, () => Promise.resolve(pdf));
      }}
      onFareRules={async () => {
        const answer = await fareRules.mutateAsync({ id });
        openFareRulesPanel(reservation.locator, answer.fareRules);
      }}
      ticketHref={(summary) => ticketDetailPath(summary.id, reservation.contentKind)}
      linkComponent={RouterLink}
      editing={<ReservationWorkbench reservation={reservation} />}
    />
  );
}

/**
 * When the reservation could not be loaded: the server's reason (SPEC §6's message for another
 * organization's record) and a retry that runs the loader again.
 */
function ReservationLoadError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <RecordLoadErrorView
      title="Reservation"
      message={errorMessage(error)}
      onRetry={() => void router.invalidate()}
    />
  );
}
