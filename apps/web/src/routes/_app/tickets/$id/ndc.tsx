import { createFileRoute } from '@tanstack/react-router';
import { ticketRouteOptions } from '../../-components/record-route-options';
import { TicketDetailPage, TicketLoadError } from '../-components/TicketDetailPage';

/** /tickets/{id}/ndc (SPEC §2): an NDC ticket by id; a ticket of the other kind is sent to /tickets/{id}/gds. */
export const Route = createFileRoute('/_app/tickets/$id/ndc')({
  ...ticketRouteOptions('NDC'),
  errorComponent: TicketLoadError,
  component: function Ticket() {
    return <TicketDetailPage id={Route.useParams().id} />;
  },
});
