import { createFileRoute } from '@tanstack/react-router';
import { ticketRouteOptions } from '../../-components/record-route-options';
import { TicketDetailPage, TicketLoadError } from '../-components/TicketDetailPage';

/** /tickets/{id}/gds (SPEC §2): a GDS ticket by id; a ticket of the other kind is sent to /tickets/{id}/ndc. */
export const Route = createFileRoute('/_app/tickets/$id/gds')({
  ...ticketRouteOptions('GDS'),
  errorComponent: TicketLoadError,
  component: function Ticket() {
    return <TicketDetailPage id={Route.useParams().id} />;
  },
});
