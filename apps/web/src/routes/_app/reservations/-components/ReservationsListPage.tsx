import { errorMessage, reservationsQueries } from '@comptoir/api';
import { reservationDetailPath, type ListQuery, type ReservationSummary } from '@comptoir/flight-domain';
import { ReservationsListView } from '@comptoir/ui/records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { pagedListState } from '../../../../queries/query-state';

/**
 * The list view at the route's search: a new query pushes a history entry, so back and forward page; a
 * row the user is about to open has its page preloaded (SPEC §2: preloading on intent).
 */
function useListNavigation() {
  const navigate = useNavigate({ from: '/reservations/' });
  const router = useRouter();
  return {
    onQueryChange: (query: ListQuery) => void navigate({ search: query }),
    onOpen: (reservation: ReservationSummary) =>
      void navigate({ to: reservationDetailPath(reservation.id, reservation.contentKind) }),
    onIntent: (reservation: ReservationSummary) =>
      void router.preloadRoute({ to: reservationDetailPath(reservation.id, reservation.contentKind) }),
  };
}

/**
 * /reservations: the page of the route's list query, kept on screen (marked as refetching) while the
 * next page, page size or search is fetched; a failed refetch shows the view's error and its retry.
 */
export function ReservationsListPage({ query }: { query: ListQuery }) {
  const list = useQuery({ ...reservationsQueries.list(query), placeholderData: keepPreviousData });
  return <ReservationsListView state={pagedListState(list)} query={query} {...useListNavigation()} />;
}

/** While the route's loader fetches the first page: the view's placeholder rows. */
export function ReservationsListPending({ query }: { query: ListQuery }) {
  return <ReservationsListView state={{ status: 'pending' }} query={query} {...useListNavigation()} />;
}

/** When the route's loader failed: the view's error, whose retry runs the loader again. */
export function ReservationsListError({ error, query }: ErrorComponentProps & { query: ListQuery }) {
  const router = useRouter();
  return (
    <ReservationsListView
      state={{ status: 'error', message: errorMessage(error), onRetry: () => void router.invalidate() }}
      query={query}
      {...useListNavigation()}
    />
  );
}
