import { reservationsQueries, ticketsQueries } from '@comptoir/api';
import {
  reservationDetailPath,
  ticketDetailPath,
  type ContentKind,
  type Reservation,
  type Ticket,
} from '@comptoir/flight-domain';
import type { QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
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

interface RecordRoute<T, K extends QueryKey> {
  /** The record's query, by id. */
  detail: (id: string) => QueryExecuteOptions<T, Error, T, T, K>;
  /** The record's page under a content kind. */
  pathOf: (id: string, kind: ContentKind) => string;
  /** The page's title, once the record is loaded. */
  title: (record: T | undefined) => string;
}

/** A record page's loader (the record into the query cache, or a redirect to its own kind) and head. */
function recordRouteOptions<T extends { contentKind: ContentKind }, K extends QueryKey>(
  kind: ContentKind,
  { detail, pathOf, title }: RecordRoute<T, K>,
) {
  return {
    loader: ({ context, params }: LoaderArgs) =>
      underKind(context.queryClient.query(detail(params.id)), kind, (own) => pathOf(params.id, own)),
    head: ({ loaderData, match }: HeadArgs<T>) => titleHead(title(loaderData), match.context.config),
  };
}

/** /reservations/{id}/gds and /ndc: "Reservation RWBAUM" as title. */
export const reservationRouteOptions = (kind: ContentKind) =>
  recordRouteOptions(kind, {
    detail: reservationsQueries.detail,
    pathOf: reservationDetailPath,
    title: (reservation: Reservation | undefined) =>
      reservation ? `Reservation ${reservation.locator}` : 'Reservation',
  });

/** /tickets/{id}/gds and /ndc: "Ticket 1192400000001" as title. */
export const ticketRouteOptions = (kind: ContentKind) =>
  recordRouteOptions(kind, {
    detail: ticketsQueries.detail,
    pathOf: ticketDetailPath,
    title: (ticket: Ticket | undefined) => (ticket ? `Ticket ${ticket.number}` : 'Ticket'),
  });
