/**
 * GDS ticket exchange (SPEC §7 "Exchange"): eligibility, new flights on the date asked, and the
 * exchange itself, staged in a workbench and applied only when the workbench is committed.
 */
import {
  exchangeModifyOfferSchema,
  exchangeSearchSchema,
  exchangeSettlement,
  fromCentimes,
  toCentimes,
} from '@comptoir/flight-domain';
import { exchangeEndpoints } from '@comptoir/api/endpoints';
import { conflict, handlersFor, parseWith, SandboxError } from '../context';
import { db, debit, nextId, nextTicketNumber, nowIso, nowMs, refund } from '../database';
import type { ExchangeOfferRecord, ReservationRecord, TicketRecord } from '../tables';
import { seededRandom } from '../random';
import { shiftItinerary } from '../record-shapes';
import { findReservation, findTicket, openCoupons, reservationOfTicket } from '../records';
import { findOpenWorkbench, stage } from '../workbench';

const DAY_MS = 86_400_000;
/** The days offered: the one asked and the two after it. */
const DAYS_OFFERED = [0, 1, 2] as const;

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

function ensureEligible(ticket: TicketRecord): void {
  const [reason] = reasonsAgainst(ticket);
  if (reason !== undefined) throw conflict(reason);
}

/** What staff read of an exchange in the workbench's pending changes and in the ticket's history. */
const exchangeLabel = (ticket: TicketRecord) => `Exchange of ticket ${ticket.number}`;

/** Whole days from one `YYYY-MM-DD` to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * Applies an exchange at commit: the old ticket and its coupons exchanged, a new ticket on the shifted
 * flights with a new number, the balance debited by the penalty and a dearer fare's difference and
 * credited with a cheaper fare's (flight-domain's `exchangeSettlement`).
 */
function applyExchange(
  ticket: TicketRecord,
  reservation: ReservationRecord,
  offer: ExchangeOfferRecord,
  author: string,
) {
  ensureEligible(ticket);
  const number = nextTicketNumber(reservation.validatingCarrier);
  const settlement = exchangeSettlement(offer);
  if (settlement.amountDue > 0)
    debit(
      reservation.organizationId,
      settlement.amountDue,
      `${exchangeLabel(ticket)} (penalty and fare difference)`,
      number,
      author,
    );
  if (settlement.refund > 0)
    refund(
      reservation.organizationId,
      settlement.refund,
      `Fare difference of ${exchangeLabel(ticket).toLowerCase()}`,
      number,
      author,
    );
  const itinerary = shiftItinerary(ticket.itinerary ?? reservation.itinerary, offer.dayShift);
  const at = nowIso();
  ticket.status = 'exchanged';
  ticket.coupons = ticket.coupons.map((coupon) => ({ ...coupon, status: 'exchanged' }));
  ticket.exchangedFor = { number, at };
  const difference = offer.priceDifference + offer.penalty;
  const replacement: TicketRecord = {
    id: nextId('TKT'),
    number,
    status: 'ticketed',
    reservationId: reservation.id,
    travelerId: ticket.travelerId,
    issuedAt: at,
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
}

export const exchangeHandlers = handlersFor(exchangeEndpoints, {
  eligibility: ({ actor, params }) => {
    const ticket = findTicket(actor, params.id ?? '');
    const reasons = reasonsAgainst(ticket);
    return { ticketId: ticket.id, eligible: reasons.length === 0, reasons };
  },
  search: async ({ actor, params, json }) => {
    const { departureDate } = parseWith(exchangeSearchSchema, await json());
    const ticket = findTicket(actor, params.id ?? '');
    ensureEligible(ticket);
    const reservation = reservationOfTicket(ticket);
    const itinerary = ticket.itinerary ?? reservation.itinerary;
    const first = itinerary[0]?.segments[0];
    if (first === undefined) throw new SandboxError(409, 'The ticket has no flights to change');
    if (departureDate < nowIso().slice(0, 10))
      throw new SandboxError(
        400,
        `departureDate: ${departureDate} is in the past; choose today or a later day.`,
      );
    const baseShift = daysBetween(first.departure.at.slice(0, 10), departureDate);
    const penalty = reservation.refundable ? 0 : toCentimes(450);
    const route = itinerary
      .map(
        (leg) => `${leg.segments[0]?.departure.airport ?? ''}-${leg.segments.at(-1)?.arrival.airport ?? ''}`,
      )
      .join(' / ');
    const offers = DAYS_OFFERED.map((extra) => baseShift + extra)
      .filter((days) => days !== 0)
      .map((days): ExchangeOfferRecord => {
        const random = seededRandom(`exchange|${ticket.id}|${ticket.number}|${String(days)}`);
        const departureAt =
          shiftItinerary([{ segments: [first], duration: 'PT0H0M' }], days)[0]?.segments[0]?.departure.at ??
          first.departure.at;
        return {
          ticketId: ticket.id,
          catalogOfferingsIdentifier: `XS-${ticket.id}`,
          catalogOfferingIdentifier: `XO-${ticket.id}-${String(days)}`,
          description: `${first.flightNumber} ${route}, leaving ${departureAt.slice(0, 10)}`,
          dayShift: days,
          departureAt,
          priceDifference: toCentimes(random.int(-3, 12) * 50),
          penalty,
        };
      })
      .filter((offer) => Date.parse(offer.departureAt) > nowMs());
    for (const offer of offers) db.exchangeOffers.set(offer.catalogOfferingIdentifier, offer);
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
    const workbenchId = params.workbenchId ?? '';
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
    ensureEligible(ticket);
    const label = exchangeLabel(ticket);
    if (findOpenWorkbench(actor, workbenchId).pending.some((edit) => edit.description.startsWith(label)))
      throw conflict(`${label} is already pending in workbench ${workbenchId}.`);
    const chosen = { ...offer };
    return {
      message: stage(actor, workbenchId, reservation, `${label} to ${offer.description}`, () => {
        applyExchange(ticket, reservation, chosen, actor.name);
      }),
    };
  },
});
