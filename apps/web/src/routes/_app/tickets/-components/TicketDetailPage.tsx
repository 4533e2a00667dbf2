import { downloadPdf, fetchPdf, ticketDetailQuery, useRecordWorkbench, useVoidTicket } from '@comptoir/api';
import { reservationDetailPath } from '@comptoir/flight-domain';
import { openPdfPreviewPanel, TicketDetailView } from '@comptoir/ui/records';
import { m } from '@comptoir/ui/i18n/messages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterLink } from '../../../../components/RouterLink';
import { TicketWorkbench } from './TicketWorkbench';

/* The exchange's steps (airport search, dates, offers) load when an exchange starts: not in the page's first load. */
const TicketExchangeSteps = lazy(() =>
  import('./TicketExchangeSteps').then((module) => ({ default: module.TicketExchangeSteps })),
);

/**
 * The ticket's page and its actions: void (sent once; the ticket, the lists, its reservation and the
 * balance refetched by the api's keys), the PDF saved as `ticket-<number>.pdf` or shown in a viewer, its edits in a
 * workbench, and the GDS exchange's steps, which stage the exchange in that same workbench.
 */
export function TicketDetailPage({ id }: { id: string }) {
  const { data: ticket } = useSuspenseQuery(ticketDetailQuery(id));
  const voidTicket = useVoidTicket();
  // The void window is read against the time the page was opened.
  const [now] = useState(() => Date.now());
  const [exchanging, setExchanging] = useState(false);
  const workbench = useRecordWorkbench({ kind: 'tickets', id, locator: ticket.locator });
  return (
    <TicketDetailView
      ticket={ticket}
      now={now}
      onVoid={async () => {
        await voidTicket.mutateAsync({ id });
      }}
      onDownloadPdf={() => downloadPdf('tickets', id, ticket.number)}
      onViewPdf={() =>
        openPdfPreviewPanel(m.ticket_title({ number: ticket.number }), () => fetchPdf('tickets', id))
      }
      onExchange={() => setExchanging(true)}
      reservationHref={reservationDetailPath(ticket.reservationId, ticket.contentKind)}
      linkComponent={RouterLink}
      editing={<TicketWorkbench ticket={ticket} workbench={workbench} />}
      exchange={
        exchanging ? (
          <Suspense fallback={null}>
            <TicketExchangeSteps ticket={ticket} workbench={workbench} onClose={() => setExchanging(false)} />
          </Suspense>
        ) : null
      }
    />
  );
}
