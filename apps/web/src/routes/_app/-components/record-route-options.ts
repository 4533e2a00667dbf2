import { reservationsQueries, ticketsQueries } from '@comptoir/api';
import {
  reservationDetailPath,
  ticketDetailPath,
  type ContentKind,
  type Reservation,
  type Ticket,
} from '@comptoir/flight-domain';
import { redirect } from '@tanstack/react-router';
import { titleHead } from '../../../page-title';
import type { RouterContext } from '../../../router';

// Beside the pages, not in them: the routes' loaders and heads stay in the app's entry, the pages are split off.

interface LoaderArgs {
  context: RouterContext;
  params: { id: string };
}

interface HeadArgs<T> {
  loaderData?: T;
  match: { context: RouterContext };
}

/** A record loaded under `kind`, or a redirect to its page under its own content kind. */
async function underKind<T extends { contentKind: ContentKind }>(
  loading: Promise<T>,
  kind: ContentKind,
  pathOf: (kind: ContentKind) => string,
): Promise<T> {
  const record = await loading;
  if (record.contentKind !== kind)
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design.
    throw redirect({ href: pathOf(record.contentKind), replace: true });
  return record;
}

/** /reservations/{id}/gds and /ndc: the reservation into the query cache; "Reservation RWBAUM" as title. */
export function reservationRouteOptions(kind: ContentKind) {
  return {
    loader: ({ context, params }: LoaderArgs) =>
      underKind(context.queryClient.query(reservationsQueries.detail(params.id)), kind, (own) =>
        reservationDetailPath(params.id, own),
      ),
    head: ({ loaderData, match }: HeadArgs<Reservation>) =>
      titleHead(loaderData ? `Reservation ${loaderData.locator}` : 'Reservation', match.context.config),
  };
}

/** /tickets/{id}/gds and /ndc: the ticket into the query cache; "Ticket 1192400000001" as title. */
export function ticketRouteOptions(kind: ContentKind) {
  return {
    loader: ({ context, params }: LoaderArgs) =>
      underKind(context.queryClient.query(ticketsQueries.detail(params.id)), kind, (own) =>
        ticketDetailPath(params.id, own),
      ),
    head: ({ loaderData, match }: HeadArgs<Ticket>) =>
      titleHead(loaderData ? `Ticket ${loaderData.number}` : 'Ticket', match.context.config),
  };
}
