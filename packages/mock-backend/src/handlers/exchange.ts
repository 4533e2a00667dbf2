/** GDS ticket exchange (SPEC §7 "Exchange"): eligibility, new flights, and the exchange itself. */
import { exchangeModifyOfferSchema, fromCentimes, toCentimes } from '@comptoir/flight-domain';
import { exchangeEndpoints } from '@comptoir/api/endpoints';
import { conflict, handlersFor, parseWith, SandboxError } from '../context';
import { db, debit, nextId, nextTicketNumber, nowIso, refund } from '../database';
import type { ExchangeOfferRecord, TicketRecord } from '../tables';
import { seededRandom } from '../random';
import { shiftItinerary } from '../record-shapes';
import { findReservation, findTicket, openCoupons, reservationOfTicket, ticketWire } from '../records';
import { findOpenWorkbench } from '../workbench';

function reasonsAgainst(ticket: TicketRecord): string[] {
  const reservation = reservationOfTicket(ticket);
  const reasons: string[] = [];
  if (ticket.status !== 'ticketed')
    reasons.push(`The ticket is ${ticket.status}; only a ticketed ticket can be exchanged.`);
  if (reservation.contentKind !== 'GDS')
    reasons.push('NDC tickets are changed with the airline, not through the GDS exchange.');
  if (!reservation.changeable) reasons.push('The fare does not permit changes.');
  return reasons;
}

export const exchangeHandlers = handlersFor(exchangeEndpoints, {
  eligibility: ({ actor, params }) => {
    const ticket = findTicket(actor, params.id ?? '');
    const reasons = reasonsAgainst(ticket);
    return { ticketId: ticket.id, eligible: reasons.length === 0, reasons };
  },
  search: ({ actor, params }) => {
    const ticket = findTicket(actor, params.id ?? '');
    const [reason] = reasonsAgainst(ticket);
    if (reason !== undefined) throw conflict(reason);
    const reservation = reservationOfTicket(ticket);
    const itinerary = ticket.itinerary ?? reservation.itinerary;
    const first = itinerary[0]?.segments[0];
    if (first === undefined) throw new SandboxError(409, 'The ticket has no flights to change');
    const random = seededRandom(`exchange|${ticket.id}|${ticket.number}`);
    const penalty = reservation.refundable ? 0 : toCentimes(450);
    const offers = [1, 2, 3, 7, 14].map((days, index): ExchangeOfferRecord => {
      const offer: ExchangeOfferRecord = {
        ticketId: ticket.id,
        catalogOfferingsIdentifier: `XS-${ticket.id}`,
        catalogOfferingIdentifier: `XO-${ticket.id}-${String(index + 1)}`,
        description: `${first.flightNumber} ${first.departure.airport}-${itinerary.at(-1)?.segments.at(-1)?.arrival.airport ?? first.arrival.airport}, ${String(days)} day(s) later`,
        dayShift: days,
        departureAt:
          shiftItinerary([{ segments: [first], duration: 'PT0H0M' }], days)[0]?.segments[0]?.departure.at ??
          first.departure.at,
        priceDifference: toCentimes(random.int(-3, 12) * 50),
        penalty,
      };
      db.exchangeOffers.set(offer.catalogOfferingIdentifier, offer);
      return offer;
    });
    return {
      offers: offers.map((offer) => ({
        catalogOfferingsIdentifier: offer.catalogOfferingsIdentifier,
        catalogOfferingIdentifier: offer.catalogOfferingIdentifier,
        description: offer.description,
        departureAt: offer.departureAt,
        priceDifference: fromCentimes(offer.priceDifference),
        penalty: fromCentimes(offer.penalty),
      })),
    };
  },
  modifyOffer: async ({ actor, params, json }) => {
    const body = parseWith(exchangeModifyOfferSchema, await json());
    const reservation = findReservation(actor, params.locator ?? '');
    const workbench = findOpenWorkbench(actor, params.workbenchId ?? '');
    if (workbench.locator !== undefined && workbench.locator !== reservation.locator)
      throw conflict(
        `Workbench ${workbench.id} is open for reservation ${workbench.locator}, not ${reservation.locator}.`,
      );
    const offer = db.exchangeOffers.get(body.catalogOfferingIdentifier);
    if (offer?.catalogOfferingsIdentifier !== body.catalogOfferingsIdentifier)
      throw new SandboxError(
        404,
        `Exchange offer ${body.catalogOfferingIdentifier} not found: search again.`,
      );
    const ticket = findTicket(actor, offer.ticketId);
    if (ticket.reservationId !== reservation.id)
      throw new SandboxError(
        400,
        `catalogOfferingIdentifier: the offer is for another reservation than ${reservation.locator}`,
      );
    const [reason] = reasonsAgainst(ticket);
    if (reason !== undefined) throw conflict(reason);
    const number = nextTicketNumber(reservation.validatingCarrier);
    const charge = offer.penalty + Math.max(0, offer.priceDifference);
    if (charge > 0)
      debit(
        reservation.organizationId,
        charge,
        `Exchange of ticket ${ticket.number} (penalty and fare difference)`,
        number,
        actor.name,
      );
    if (offer.priceDifference < 0)
      refund(
        reservation.organizationId,
        -offer.priceDifference,
        `Fare difference of exchange of ticket ${ticket.number}`,
        number,
        actor.name,
      );
    const itinerary = shiftItinerary(ticket.itinerary ?? reservation.itinerary, offer.dayShift);
    ticket.status = 'exchanged';
    ticket.coupons = ticket.coupons.map((coupon) => ({ ...coupon, status: 'exchanged' }));
    const difference = offer.priceDifference + offer.penalty;
    const replacement: TicketRecord = {
      id: nextId('TKT'),
      number,
      status: 'ticketed',
      reservationId: reservation.id,
      travelerId: ticket.travelerId,
      issuedAt: nowIso(),
      price: {
        ...ticket.price,
        base: ticket.price.base + difference,
        total: ticket.price.total + difference,
      },
      coupons: openCoupons(itinerary),
      itinerary,
      voidableUntil: ticket.voidableUntil,
    };
    db.tickets.push(replacement);
    reservation.ticketIds.push(replacement.id);
    for (const key of db.exchangeOffers.keys())
      if (key.startsWith(`XO-${ticket.id}-`)) db.exchangeOffers.delete(key);
    return { message: `Ticket ${ticket.number} exchanged for ${number}.`, ticket: ticketWire(replacement) };
  },
});
