import { downloadPdf, errorMessage, ticketsQueries, useVoidTicket } from '@comptoir/api';
import {
  reservationDetailPath,
  ticketDetailPath,
  type ContentKind,
  type StartupConfig,
  type Ticket,
} from '@comptoir/flight-domain';
import { RecordLoadErrorView, TicketDetailView } from '@comptoir/ui/records';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { redirect, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useState } from 'react';
import { RouterLink } from '../../../../components/RouterLink';
import { titleHead } from '../../../../page-title';
import { TicketExchangeSteps } from './TicketExchangeSteps';
import { TicketWorkbench } from './TicketWorkbench';

/**
 * The loader of /tickets/{id}/gds and /ndc: the ticket into the query cache, and a page opened under the
 * other content kind replaced by the right one.
 */
export async function loadTicket(queryClient: QueryClient, id: string, kind: ContentKind): Promise<Ticket> {
  const ticket = await queryClient.query(ticketsQueries.detail(id));
  if (ticket.contentKind !== kind)
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design.
    throw redirect({ href: ticketDetailPath(id, ticket.contentKind), replace: true });
  return ticket;
}

/** "Ticket 1192400000001", or "Ticket" until it is loaded. */
export function ticketHead(ticket: Ticket | undefined, config: StartupConfig) {
  return titleHead(ticket === undefined ? 'Ticket' : `Ticket ${ticket.number}`, config);
}

/**
 * The ticket's page and its actions: void (sent once; the ticket, the lists, its reservation and the
 * balance refetched by the api's keys), the PDF saved as `ticket-<number>.pdf`, its edits in a
 * workbench, and the GDS exchange's steps opened above the ticket.
 */
export function TicketDetailPage({ id }: { id: string }) {
  const { data: ticket } = useSuspenseQuery(ticketsQueries.detail(id));
  const voidTicket = useVoidTicket();
  // The void window is read against the time the page was opened.
  const [now] = useState(() => Date.now());
  const [exchanging, setExchanging] = useState(false);
  return (
    <TicketDetailView
      ticket={ticket}
      now={now}
      onVoid={async () => {
        await voidTicket.mutateAsync({ id });
      }}
      onDownloadPdf={() => downloadPdf('tickets', id, ticket.number)}
      onExchange={() => setExchanging(true)}
      reservationHref={reservationDetailPath(ticket.reservationId, ticket.contentKind)}
      linkComponent={RouterLink}
      editing={<TicketWorkbench ticket={ticket} />}
      exchange={
        exchanging ? <TicketExchangeSteps ticket={ticket} onClose={() => setExchanging(false)} /> : null
      }
    />
  );
}

/**
 * When the ticket could not be loaded: the server's reason (SPEC §6's message for another
 * organization's ticket) and a retry that runs the loader again.
 */
export function TicketLoadError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <RecordLoadErrorView
      title="Ticket"
      message={errorMessage(error)}
      onRetry={() => void router.invalidate()}
    />
  );
}
