/**
 * Reservations and tickets: their wire format and the lifecycle rules. Ticketing debits the balance
 * (refused when short), nothing is ticketed twice, only a ticketed ticket can be voided (and its fare is
 * refunded), cancel releases an unticketed reservation, reprice applies the current markup.
 */
import {
  computePriceBreakdown,
  fromCentimes,
  PERMISSION_MESSAGES,
  ticketingAmount,
  type reservationSchema,
  type reservationSummarySchema,
  type ticketListItemSchema,
  type ticketSchema,
} from '@comptoir/flight-domain';
import type { z } from 'zod';
import { conflict, type SandboxActor, SandboxError, isPlatformAdmin } from './context';
import {
  db,
  debit,
  ensure,
  markupFor,
  nextId,
  nextTicketNumber,
  nowIso,
  nowMs,
  priceWire,
  pricingWire,
  refund,
} from './database';
import type { AncillaryRecord, ReservationRecord, TicketRecord } from './tables';
import { openCoupons, travelerPrice } from './record-shapes';
import { pricingFromLines, type PricingLines } from './offer-fares';
import { routeOf } from './offer-wire';
import { TICKET_FORM_OF_PAYMENT, ticketHistoryWire } from './ticket-history';

type ReservationWire = z.input<typeof reservationSchema>;
type TicketWire = z.input<typeof ticketSchema>;

export { openCoupons };

/**
 * Another organization's record exists but is not the actor's to see: 403 with SPEC §6's denial message
 * (a platform admin sees every organization's records).
 */
function refuseOutsiders(
  actor: SandboxActor,
  organizationId: string,
  resource: 'reservation' | 'ticket',
): void {
  if (actor.activeOrganizationId !== organizationId && !isPlatformAdmin(actor))
    throw new SandboxError(403, PERMISSION_MESSAGES.unknownResource(resource));
}

/**
 * A reservation by id, locator or reservation identifier: 404 when there is none, 403 with SPEC §6's
 * denial when it belongs to an organization the actor may not see.
 */
export function findReservation(actor: SandboxActor, key: string): ReservationRecord {
  const reservation = db.reservations.find(
    (candidate) =>
      candidate.id === key || candidate.locator === key || candidate.reservationIdentifier === key,
  );
  if (reservation === undefined) throw new SandboxError(404, `Reservation ${key} not found`);
  refuseOutsiders(actor, reservation.organizationId, 'reservation');
  return reservation;
}

/** A ticket by id or number: 404 when there is none, 403 with SPEC §6's denial when another organization's. */
export function findTicket(actor: SandboxActor, key: string): TicketRecord {
  const ticket = db.tickets.find((candidate) => candidate.id === key || candidate.number === key);
  const reservation =
    ticket === undefined
      ? undefined
      : db.reservations.find((candidate) => candidate.id === ticket.reservationId);
  if (ticket === undefined || reservation === undefined)
    throw new SandboxError(404, `Ticket ${key} not found`);
  refuseOutsiders(actor, reservation.organizationId, 'ticket');
  return ticket;
}

export function reservationOfTicket(ticket: TicketRecord): ReservationRecord {
  const reservation = db.reservations.find((candidate) => candidate.id === ticket.reservationId);
  if (reservation === undefined)
    throw new SandboxError(404, `Reservation of ticket ${ticket.number} not found`);
  return reservation;
}

function ancillariesTotal(ancillaries: readonly AncillaryRecord[]): number {
  return ancillaries.reduce((sum, ancillary) => sum + ancillary.price, 0);
}

function ancillaryWire(ancillary: AncillaryRecord) {
  return {
    id: ancillary.id,
    travelerId: ancillary.travelerId,
    ...(ancillary.segmentId === undefined ? {} : { segmentId: ancillary.segmentId }),
    type: ancillary.type,
    description: ancillary.description,
    price: fromCentimes(ancillary.price),
    status: ancillary.status,
  };
}

function travelerName(reservation: ReservationRecord, travelerId: string): string {
  const traveler = reservation.travelers.find((candidate) => candidate.id === travelerId);
  return traveler === undefined
    ? travelerId
    : `${traveler.lastName.toUpperCase()}/${traveler.firstName.toUpperCase()}`;
}

export function reservationSummaryWire(
  reservation: ReservationRecord,
): z.input<typeof reservationSummarySchema> {
  const lead = reservation.travelers[0];
  return {
    id: reservation.id,
    locator: reservation.locator,
    contentKind: reservation.contentKind,
    status: reservation.status,
    route: routeOf(reservation.itinerary),
    departureAt: reservation.itinerary[0]?.segments[0]?.departure.at ?? reservation.createdAt,
    leadTraveler: lead === undefined ? '' : `${lead.firstName} ${lead.lastName}`,
    travelerCount: reservation.travelers.length,
    total: fromCentimes(reservation.pricing.total.total + ancillariesTotal(reservation.ancillaries)),
    createdAt: reservation.createdAt,
  };
}

function ticketSummaryWire(ticket: TicketRecord, reservation: ReservationRecord) {
  return {
    id: ticket.id,
    number: ticket.number,
    status: ticket.status,
    travelerId: ticket.travelerId,
    travelerName: travelerName(reservation, ticket.travelerId),
    issuedAt: ticket.issuedAt,
    total: fromCentimes(ticket.price.total),
  };
}

export function reservationWire(reservation: ReservationRecord): ReservationWire {
  return {
    ...reservationSummaryWire(reservation),
    organizationId: reservation.organizationId,
    reservationIdentifier: reservation.reservationIdentifier,
    offerIdentifier: reservation.offerIdentifier,
    productType: reservation.productType,
    ticketingDeadline: reservation.ticketingDeadline,
    itinerary: reservation.itinerary,
    travelers: reservation.travelers,
    contacts: reservation.contacts,
    osiRemarks: reservation.osiRemarks,
    specialServices: reservation.specialServices,
    ancillaries: reservation.ancillaries.map(ancillaryWire),
    seats: reservation.seats,
    pricing: pricingWire(reservation.pricing),
    fareRules: reservation.fareRules,
    tickets: reservation.ticketIds.flatMap((id) => {
      const ticket = db.tickets.find((candidate) => candidate.id === id);
      return ticket === undefined ? [] : [ticketSummaryWire(ticket, reservation)];
    }),
  };
}

export function ticketListItemWire(ticket: TicketRecord): z.input<typeof ticketListItemSchema> {
  const reservation = reservationOfTicket(ticket);
  return {
    ...ticketSummaryWire(ticket, reservation),
    locator: reservation.locator,
    reservationId: reservation.id,
    contentKind: reservation.contentKind,
    route: routeOf(ticket.itinerary ?? reservation.itinerary),
  };
}

export function ticketWire(ticket: TicketRecord): TicketWire {
  const reservation = reservationOfTicket(ticket);
  const traveler =
    reservation.travelers.find((candidate) => candidate.id === ticket.travelerId) ?? reservation.travelers[0];
  if (traveler === undefined) throw new SandboxError(500, 'A reservation has at least one traveler');
  const line = reservation.pricing.perPassenger.find(
    (candidate) => candidate.passengerType === traveler.passengerType,
  );
  return {
    ...ticketListItemWire(ticket),
    traveler,
    coupons: ticket.coupons,
    formOfPayment: TICKET_FORM_OF_PAYMENT,
    history: ticketHistoryWire(ticket, reservation.organizationId),
    pricing: {
      total: priceWire(ticket.price),
      perPassenger: [
        {
          passengerType: line?.passengerType ?? traveler.passengerType,
          count: 1,
          price: priceWire(ticket.price),
        },
      ],
    },
    itinerary: ticket.itinerary ?? reservation.itinerary,
    contacts: reservation.contacts,
    osiRemarks: reservation.osiRemarks,
    specialServices: reservation.specialServices.filter(
      (service) => service.travelerId === ticket.travelerId,
    ),
    ancillaries: reservation.ancillaries
      .filter((ancillary) => ancillary.travelerId === ticket.travelerId)
      .map(ancillaryWire),
    reservationIdentifier: reservation.reservationIdentifier,
    offerIdentifier: reservation.offerIdentifier,
    voidableUntil: ticket.voidableUntil,
  };
}

/**
 * Issues one ticket per traveler and debits the organization's balance with the fare and the unpaid
 * ancillaries. Refused when already ticketed, cancelled, or when the balance is short.
 */

export function ticketReservation(reservation: ReservationRecord, author: string): TicketRecord[] {
  ensure(
    reservation.status !== 'ticketed' && reservation.status !== 'partially-ticketed',
    `Reservation ${reservation.locator} is already ticketed.`,
  );
  ensure(
    reservation.status !== 'cancelled',
    `Reservation ${reservation.locator} is cancelled and cannot be ticketed.`,
  );
  const unpaid = reservation.ancillaries.filter(
    (ancillary) => ancillary.status === 'confirmed' && !ancillary.paid,
  );
  const amount = ticketingAmount(reservation, (ancillary) => ancillary.paid);
  debit(
    reservation.organizationId,
    amount,
    `Tickets for ${reservation.locator} (${String(reservation.travelers.length)} traveler(s))`,
    reservation.locator,
    author,
  );
  for (const ancillary of unpaid) ancillary.paid = true;
  const issuedAt = nowIso();
  const endOfDay = new Date(nowMs());
  endOfDay.setUTCHours(23, 59, 0, 0);
  const tickets = reservation.travelers.map((traveler): TicketRecord => {
    const ticket: TicketRecord = {
      id: nextId('TKT'),
      number: nextTicketNumber(reservation.validatingCarrier),
      status: 'ticketed',
      reservationId: reservation.id,
      travelerId: traveler.id,
      issuedAt,
      price: travelerPrice(reservation, traveler.passengerType),
      coupons: openCoupons(reservation.itinerary),
      voidableUntil: endOfDay.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    };
    db.tickets.push(ticket);
    return ticket;
  });
  reservation.ticketIds.push(...tickets.map((ticket) => ticket.id));
  reservation.status = 'ticketed';
  return tickets;
}

/** Cancels an unticketed reservation. A ticketed one must have its tickets voided first. */
export function cancelReservation(reservation: ReservationRecord): void {
  ensure(reservation.status !== 'cancelled', `Reservation ${reservation.locator} is already cancelled.`);
  ensure(
    !db.tickets.some((ticket) => ticket.reservationId === reservation.id && ticket.status === 'ticketed'),
    `Reservation ${reservation.locator} has issued tickets: void them before cancelling.`,
  );
  reservation.status = 'cancelled';
}

/** Prices a reservation again with today's markup. Only an unticketed reservation can be repriced. */
export function repriceReservation(reservation: ReservationRecord): { before: number; after: number } {
  ensure(
    reservation.status === 'booked',
    `Reservation ${reservation.locator} is ${reservation.status}: only a booked reservation can be repriced.`,
  );
  const before = reservation.pricing.total.total;
  reservation.pricing = quoteReservation(reservation);
  return { before, after: reservation.pricing.total.total };
}

/** The reservation's fare with the organization's current markup. */
export function quoteReservation(reservation: ReservationRecord): PricingLines {
  const markup = markupFor(reservation.organizationId, {
    contentKind: reservation.contentKind,
    airline: reservation.validatingCarrier,
    ...(reservation.itinerary[0]?.segments[0]?.cabin === undefined
      ? {}
      : { cabin: reservation.itinerary[0].segments[0].cabin }),
  });
  const perPassenger = reservation.pricing.perPassenger.map((line) => {
    const breakdown = computePriceBreakdown({ base: line.price.base, taxes: line.price.taxes }, { markup });
    return {
      ...line,
      price: {
        base: breakdown.base,
        taxes: breakdown.taxes,
        markup: breakdown.markup,
        total: breakdown.total,
      },
    };
  });
  return pricingFromLines(perPassenger);
}

/** Voids a ticketed ticket on the day of issue and refunds its fare to the balance, by `author`. */
export function voidTicket(ticket: TicketRecord, author: string): void {
  if (ticket.status !== 'ticketed')
    throw conflict(`Ticket ${ticket.number} is ${ticket.status}: only a ticketed ticket can be voided.`);
  if (Date.parse(ticket.voidableUntil) < nowMs())
    throw conflict(`Ticket ${ticket.number} can no longer be voided (void window closed).`);
  const reservation = reservationOfTicket(ticket);
  ticket.status = 'voided';
  ticket.coupons = ticket.coupons.map((coupon) => ({ ...coupon, status: 'void' }));
  refund(
    reservation.organizationId,
    ticket.price.total,
    `Void of ticket ${ticket.number}`,
    ticket.number,
    author,
  );
  const siblings = db.tickets.filter((candidate) => candidate.reservationId === reservation.id);
  reservation.status = siblings.every((candidate) => candidate.status !== 'ticketed')
    ? 'cancelled'
    : 'partially-ticketed';
}
