import { reservationsListQuery } from '@comptoir/api';
import { listQuerySchema, listSearchSchema } from '@comptoir/flight-domain';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { reservationsListPages } from './-components/ReservationsListPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

/** The list query of the URL, with its defaults (the URL keeps only what was chosen). */
function useListQuery() {
  return listQuerySchema.parse(Route.useSearch());
}

/** /reservations?page&limit&search (SPEC §2, §3): the list query lives in the URL, so reload and history keep it. */
export const Route = createFileRoute('/_app/reservations/')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => listQuerySchema.parse(search),
  loader: ({ context, deps }) => context.queryClient.query(reservationsListQuery(deps)),
  pendingComponent: function Pending() {
    return <reservationsListPages.Pending query={useListQuery()} />;
  },
  errorComponent: function Failed(props: ErrorComponentProps) {
    return <reservationsListPages.Failed {...props} query={useListQuery()} />;
  },
  component: function Reservations() {
    usePageTitle(m.reservations_title());
    return <reservationsListPages.Page query={useListQuery()} />;
  },
});
