/**
 * A record's detail and its lifecycle: ticket, cancel and reprice a reservation, read its fare rules,
 * quote its price in a workbench; void a ticket. The rules themselves are in `../records.ts`.
 */
import { fromCentimes, priceReservationBodySchema } from '@comptoir/flight-domain';
import { type HandlerContext, parseWith } from '../context';
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
import { pathParam, reservationOfWorkbench } from './record-access';

/** `POST /{reservations|tickets}/price/{workbenchID}`: the price of the workbench's reservation now. */
export async function priceQuote(context: HandlerContext) {
  const workbench = findOpenWorkbench(context.actor, pathParam(context, 'workbenchID'));
  parseWith(priceReservationBodySchema, await context.json());
  const reservation = reservationOfWorkbench(context.actor, workbench);
  return {
    message: `Price quote for ${reservation.locator}.`,
    pricing: pricingWire(quoteReservation(reservation)),
  };
}

export const reservationLifecycle = {
  detail: ({ actor, params }: HandlerContext) => reservationWire(findReservation(actor, params.id ?? '')),
  ticket: ({ actor, params }: HandlerContext) => {
    const reservation = findReservation(actor, params.id ?? '');
    const tickets = ticketReservation(reservation);
    return {
      message: `Reservation ${reservation.locator} ticketed: ${String(tickets.length)} ticket(s) issued.`,
      reservation: reservationWire(reservation),
    };
  },
  cancel: ({ actor, params }: HandlerContext) => {
    const reservation = findReservation(actor, params.id ?? '');
    cancelReservation(reservation);
    return {
      message: `Reservation ${reservation.locator} cancelled.`,
      reservation: reservationWire(reservation),
    };
  },
  reprice: ({ actor, params }: HandlerContext) => {
    const reservation = findReservation(actor, params.id ?? '');
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
  fareRules: ({ actor, params }: HandlerContext) => ({
    fareRules: findReservation(actor, params.id ?? '').fareRules,
  }),
};

export const ticketLifecycle = {
  detail: ({ actor, params }: HandlerContext) => ticketWire(findTicket(actor, params.id ?? '')),
  void: ({ actor, params }: HandlerContext) => {
    const ticket = findTicket(actor, params.id ?? '');
    voidTicket(ticket);
    return {
      message: `Ticket ${ticket.number} voided; ${fromCentimes(ticket.price.total).toFixed(2)} MAD refunded to the balance.`,
      ticket: ticketWire(ticket),
    };
  },
};
