import { ticketsListQuery } from '@comptoir/api';
import { ticketListQuerySchema, ticketListSearchSchema } from '@comptoir/flight-domain';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { ticketsListPages } from './-components/TicketsListPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

/** The list query of the URL, with its defaults (the URL keeps only what was chosen). */
function useListQuery() {
  return ticketListQuerySchema.parse(Route.useSearch());
}

/** /tickets?page&limit&search&status (SPEC §2, §3): the list query lives in the URL, so reload and history keep it. */
export const Route = createFileRoute('/_app/tickets/')({
  validateSearch: ticketListSearchSchema,
  loaderDeps: ({ search }) => ticketListQuerySchema.parse(search),
  loader: ({ context, deps }) => context.queryClient.query(ticketsListQuery(deps)),
  pendingComponent: function Pending() {
    return <ticketsListPages.Pending query={useListQuery()} />;
  },
  errorComponent: function Failed(props: ErrorComponentProps) {
    return <ticketsListPages.Failed {...props} query={useListQuery()} />;
  },
  component: function Tickets() {
    usePageTitle(m.tickets_title());
    return <ticketsListPages.Page query={useListQuery()} />;
  },
});
