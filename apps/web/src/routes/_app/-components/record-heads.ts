import type { Reservation, Ticket } from '@comptoir/flight-domain';
import { titleHead } from '../../../page-title';
import type { RouterContext } from '../../../router';
import { m } from '@comptoir/ui/i18n/messages';

// The record pages' heads stay in the app's entry with their routes, so this module reaches no query or
// schema: their loaders are in `load-record.ts`, split off with the pages.

interface HeadArgs<T> {
  loaderData?: T;
  match: { context: RouterContext };
}

/** /reservations/{id}/gds and /ndc: "Reservation RWBAUM" as title. */
export const reservationHead = ({ loaderData, match }: HeadArgs<Reservation>) =>
  titleHead(
    loaderData ? m.title_reservation_locator({ locator: loaderData.locator }) : m.title_reservation(),
    match.context.config,
  );

/** /tickets/{id}/gds and /ndc: "Ticket 1192400000001" as title. */
export const ticketHead = ({ loaderData, match }: HeadArgs<Ticket>) =>
  titleHead(
    loaderData ? m.title_ticket_number({ number: loaderData.number }) : m.title_ticket(),
    match.context.config,
  );
