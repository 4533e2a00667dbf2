import type { Reservation, Ticket } from '@comptoir/flight-domain';
import { titleHead } from '../../../page-title';
import type { RouterContext } from '../../../router';

// The record pages' heads stay in the app's entry with their routes, so this module reaches no query or
// schema: their loaders are in `load-record.ts`, split off with the pages.

interface HeadArgs<T> {
  loaderData?: T;
  match: { context: RouterContext };
}

/** /reservations/{id}/gds and /ndc: "Reservation RWBAUM" as title. */
export const reservationHead = ({ loaderData, match }: HeadArgs<Reservation>) =>
  titleHead(loaderData ? `Reservation ${loaderData.locator}` : 'Reservation', match.context.config);

/** /tickets/{id}/gds and /ndc: "Ticket 1192400000001" as title. */
export const ticketHead = ({ loaderData, match }: HeadArgs<Ticket>) =>
  titleHead(loaderData ? `Ticket ${loaderData.number}` : 'Ticket', match.context.config);
