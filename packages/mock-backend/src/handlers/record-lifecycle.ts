/**
 * A record's detail and its lifecycle: ticket, cancel and reprice a reservation, read its fare rules,
 * quote its price in a workbench; void a ticket. The rules themselves are in `../records.ts`.
 */
import type { RecordKind, reservationsEndpoints, ticketsEndpoints } from '@comptoir/api/endpoints';
import { fromCentimes } from '@comptoir/flight-domain';
import { conflict, type Resolvers, SandboxError } from '../context';
import { pricingWire } from '../database';
import {
  cancelReservation,
  findReservation,
  findTicket,
  quoteReservation,
  repriceReservation,
  reservationWire,
  ticketReservation,
  ticketWire,
  voidTicket,
} from '../records';
import { findOpenWorkbench } from '../workbench';
import {
  type RecordContext,
  reservationOfWorkbench,
  stageInPathWorkbench,
  travelerOf,
} from './record-access';

/**
 * `POST /{reservations|tickets}/price/{workbenchID}`: the price of the workbench's reservation now, for
 * the chosen travelers (each must be on it), with the organization's current markup. On a reservation
 * the quote is staged: committing the workbench stores it as the reservation's price, ignoring it leaves
 * the price as it was, and only a booked reservation can be priced. On a ticket it is a quote only: the
 * ticketed fare never changes.
 */
export function priceQuote(kind: RecordKind) {
  return async (context: RecordContext<'price'>) => {
    const workbench = findOpenWorkbench(context.actor, context.params.workbenchID);
    const body = await context.body();
    const reservation = reservationOfWorkbench(context.actor, workbench);
    const travelers = body.passengers.map(({ travelerId }) => {
      if (typeof travelerId !== 'string')
        throw new SandboxError(400, 'passengers: each passenger needs a travelerId.');
      return travelerOf(reservation, travelerId);
    });
    const quote = quoteReservation(reservation);
    const pricing = pricingWire(quote);
    if (kind === 'tickets') return { message: `Price quote for ${reservation.locator}.`, pricing };
    if (reservation.status !== 'booked')
      throw conflict(
        `Reservation ${reservation.locator} is ${reservation.status}: only a booked reservation can be priced.`,
      );
    const total = fromCentimes(quote.total.total).toFixed(2);
    const description = `Price ${total} MAD (${body.productType}, ${String(travelers.length)} traveler(s))`;
    const { message } = stageInPathWorkbench(context, reservation, description, () => {
      reservation.pricing = quoteReservation(reservation);
    });
    return { message, pricing };
  };
}

export const reservationLifecycle = {
  detail: ({ actor, params }) => reservationWire(findReservation(actor, params.id)),
  ticket: ({ actor, params }) => {
    const reservation = findReservation(actor, params.id);
    const tickets = ticketReservation(reservation, actor.name);
    return {
      message: `Reservation ${reservation.locator} ticketed: ${String(tickets.length)} ticket(s) issued.`,
      reservation: reservationWire(reservation),
    };
  },
  cancel: ({ actor, params }) => {
    const reservation = findReservation(actor, params.id);
    cancelReservation(reservation);
    return {
      message: `Reservation ${reservation.locator} cancelled.`,
      reservation: reservationWire(reservation),
    };
  },
  reprice: ({ actor, params }) => {
    const reservation = findReservation(actor, params.id);
    const { before, after } = repriceReservation(reservation);
    const change =
      before === after
        ? 'the price is unchanged'
        : `the price went from ${fromCentimes(before).toFixed(2)} to ${fromCentimes(after).toFixed(2)} MAD`;
    return {
      message: `Reservation ${reservation.locator} repriced: ${change}.`,
      reservation: reservationWire(reservation),
    };
  },
  fareRules: ({ actor, params }) => ({
    fareRules: findReservation(actor, params.id).fareRules,
  }),
} satisfies Pick<
  Resolvers<typeof reservationsEndpoints>,
  'detail' | 'ticket' | 'cancel' | 'reprice' | 'fareRules'
>;

export const ticketLifecycle = {
  detail: ({ actor, params }) => ticketWire(findTicket(actor, params.id)),
  void: ({ actor, params }) => {
    const ticket = findTicket(actor, params.id);
    voidTicket(ticket, actor.name);
    return {
      message: `Ticket ${ticket.number} voided; ${fromCentimes(ticket.price.total).toFixed(2)} MAD refunded to the balance.`,
      ticket: ticketWire(ticket),
    };
  },
} satisfies Pick<Resolvers<typeof ticketsEndpoints>, 'detail' | 'void'>;
