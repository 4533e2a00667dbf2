import { createFileRoute } from '@tanstack/react-router';
import { loadTicket } from '../../-components/load-record';
import { TicketLoadError } from '../../-components/record-load-error';
import { TicketDetailPage } from '../-components/TicketDetailPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../../page-title';

/** /tickets/{id}/gds (SPEC §2): a GDS ticket by id; a ticket of the other kind is sent to /tickets/{id}/ndc. */
export const Route = createFileRoute('/_app/tickets/$id/gds')({
  // The loader with the page, as a list fetches it when idle (load-record.ts).
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: ({ context, params }) => loadTicket(context.queryClient, params.id, 'GDS'),
  errorComponent: TicketLoadError,
  component: function Ticket() {
    usePageTitle(m.title_ticket_number({ number: Route.useLoaderData().number }));
    return <TicketDetailPage id={Route.useParams().id} />;
  },
});
