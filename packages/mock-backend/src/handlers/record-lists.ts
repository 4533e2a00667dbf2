/**
 * The reservation and ticket lists: what the actor's organization may see (a platform admin without an
 * active organization sees every one), searched, newest first, a page at a time.
 */
import { listQuerySchema, ticketListQuerySchema } from '@comptoir/flight-domain';
import {
  type HandlerContext,
  isPlatformAdmin,
  parseWith,
  requireOrganizationId,
  type SandboxActor,
} from '../context';
import { db } from '../database';
import { reservationSummaryWire, ticketListItemWire } from '../records';

/** The reservations the actor may see: their organization's (a platform admin without one: every organization's). */
export function visibleReservations(actor: SandboxActor) {
  const organizationId = isPlatformAdmin(actor) ? actor.activeOrganizationId : requireOrganizationId(actor);
  return db.reservations.filter(
    (reservation) => organizationId === null || reservation.organizationId === organizationId,
  );
}

/** The page's items of a sorted list, with the list's length. */
function page<Item>(items: Item[], pageNumber: number, limit: number) {
  return {
    items: items.slice((pageNumber - 1) * limit, pageNumber * limit),
    page: pageNumber,
    limit,
    total: items.length,
  };
}

function listRequest({ actor, query }: HandlerContext) {
  const { page: pageNumber, limit, search } = parseWith(listQuerySchema, query);
  const visible = visibleReservations(actor);
  const needle = (search ?? '').trim().toLowerCase();
  return { visible, pageNumber, limit, needle };
}

export function listReservations(context: HandlerContext) {
  const { visible, pageNumber, limit, needle } = listRequest(context);
  const matching = visible
    .filter(
      (reservation) =>
        needle === '' ||
        [
          reservation.locator,
          ...reservation.travelers.map((traveler) => `${traveler.firstName} ${traveler.lastName}`),
        ].some((text) => text.toLowerCase().includes(needle)),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return page(matching.map(reservationSummaryWire), pageNumber, limit);
}

/** The tickets list, also filtered by one SPEC §4 status when the query names one. */
export function listTickets(context: HandlerContext) {
  const { visible, pageNumber, limit, needle } = listRequest(context);
  const { status } = parseWith(ticketListQuerySchema, context.query);
  const ids = new Set(visible.map((reservation) => reservation.id));
  const tickets = db.tickets
    .filter((ticket) => ids.has(ticket.reservationId))
    .filter((ticket) => status === undefined || ticket.status.toLowerCase() === status)
    .map(ticketListItemWire)
    .filter(
      (ticket) =>
        needle === '' ||
        [ticket.number, ticket.locator, ticket.travelerName].some((text) =>
          text.toLowerCase().includes(needle),
        ),
    )
    .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.id.localeCompare(a.id));
  return page(tickets, pageNumber, limit);
}
