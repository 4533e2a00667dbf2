import { errorMessage, ticketsQueries } from '@comptoir/api';
import { ticketDetailPath, type TicketListItem, type TicketListQuery } from '@comptoir/flight-domain';
import { TicketsListView } from '@comptoir/ui/records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { pagedListState } from '../../../../queries/query-state';

/**
 * The list view at the route's search: a new query pushes a history entry, so back and forward page; a
 * row the user is about to open has its page preloaded (SPEC §2: preloading on intent).
 */
function useListNavigation() {
  const navigate = useNavigate({ from: '/tickets/' });
  const router = useRouter();
  return {
    onQueryChange: (query: TicketListQuery) => void navigate({ search: query }),
    onOpen: (ticket: TicketListItem) =>
      void navigate({ to: ticketDetailPath(ticket.id, ticket.contentKind) }),
    onIntent: (ticket: TicketListItem) =>
      void router.preloadRoute({ to: ticketDetailPath(ticket.id, ticket.contentKind) }),
  };
}

/**
 * /tickets: the page of the route's list query, kept on screen (marked as refetching) while the next
 * page, page size, search or status is fetched; a failed refetch shows the view's error and its retry.
 */
export function TicketsListPage({ query }: { query: TicketListQuery }) {
  const list = useQuery({ ...ticketsQueries.list(query), placeholderData: keepPreviousData });
  return <TicketsListView state={pagedListState(list)} query={query} {...useListNavigation()} />;
}

/** While the route's loader fetches the first page: the view's placeholder rows. */
export function TicketsListPending({ query }: { query: TicketListQuery }) {
  return <TicketsListView state={{ status: 'pending' }} query={query} {...useListNavigation()} />;
}

/** When the route's loader failed: the view's error, whose retry runs the loader again. */
export function TicketsListError({ error, query }: ErrorComponentProps & { query: TicketListQuery }) {
  const router = useRouter();
  return (
    <TicketsListView
      state={{ status: 'error', message: errorMessage(error), onRetry: () => void router.invalidate() }}
      query={query}
      {...useListNavigation()}
    />
  );
}
