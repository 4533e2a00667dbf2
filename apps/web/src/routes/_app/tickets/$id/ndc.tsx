import { createFileRoute } from '@tanstack/react-router';
import { loadTicket } from '../../-components/load-record';
import { ticketHead } from '../../-components/record-heads';
import { TicketLoadError } from '../../-components/record-load-error';
import { TicketDetailPage } from '../-components/TicketDetailPage';

/** /tickets/{id}/ndc (SPEC §2): an NDC ticket by id; a ticket of the other kind is sent to /tickets/{id}/gds. */
export const Route = createFileRoute('/_app/tickets/$id/ndc')({
  loader: ({ context, params }) => loadTicket(context.queryClient, params.id, 'NDC'),
  head: ticketHead,
  errorComponent: TicketLoadError,
  component: function Ticket() {
    return <TicketDetailPage id={Route.useParams().id} />;
  },
});
