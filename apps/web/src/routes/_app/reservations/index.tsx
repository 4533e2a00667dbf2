import { reservationsQueries } from '@comptoir/api';
import { listSearchSchema } from '@comptoir/flight-domain';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { pageTitle } from '../../../page-title';
import {
  ReservationsListError,
  ReservationsListPage,
  ReservationsListPending,
} from './-components/ReservationsListPage';

/** /reservations?page&limit&search (SPEC §2, §3): the list query lives in the URL, so reload and history keep it. */
export const Route = createFileRoute('/_app/reservations/')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.query(reservationsQueries.list(deps)),
  head: pageTitle('Reservations'),
  pendingComponent: function Pending() {
    return <ReservationsListPending query={Route.useSearch()} />;
  },
  errorComponent: function Failed(props: ErrorComponentProps) {
    return <ReservationsListError {...props} query={Route.useSearch()} />;
  },
  component: function Reservations() {
    return <ReservationsListPage query={Route.useSearch()} />;
  },
});
