import { createFileRoute } from '@tanstack/react-router';
import { loadTicket, TicketDetailPage, TicketLoadError, ticketHead } from '../-components/TicketDetailPage';

/** /tickets/{id}/ndc (SPEC §2): an NDC ticket by id; a ticket of the other kind is sent to /tickets/{id}/gds. */
export const Route = createFileRoute('/_app/tickets/$id/ndc')({
  loader: ({ context, params }) => loadTicket(context.queryClient, params.id, 'NDC'),
  head: ({ loaderData, match }) => ticketHead(loaderData, match.context.config),
  errorComponent: TicketLoadError,
  component: function Ticket() {
    return <TicketDetailPage id={Route.useParams().id} />;
  },
});
