/**
 * GDS ticket exchange (SPEC §7 "Exchange"): eligibility, the validating carrier's offers for the new
 * route and dates priced against the ticket (fare difference and penalty), and the exchange itself,
 * staged in a workbench and applied only when the workbench is committed.
 */
import {
  type CabinClass,
  exchangeSettlement,
  fromCentimes,
  type MultiCityDestination,
  toCentimes,
} from '@comptoir/flight-domain';
import { exchangeEndpoints } from '@comptoir/api/endpoints';
import { conflict, handlersFor, SandboxError } from '../context';
import { db, debit, markupFor, nextId, nextTicketNumber, nowIso, nowMs, refund } from '../database';
import { type FlightSearch, generateOffers } from '../offers';
import type { ExchangeOfferRecord, Leg, ReservationRecord, TicketRecord } from '../tables';
import { findReservation, findTicket, openCoupons, reservationOfTicket } from '../records';
import { findOpenWorkbench, stage } from '../workbench';

/** The change penalty of a fare that is not refundable, in MAD. */
const EXCHANGE_PENALTY_MAD = 450;
/** How many of the carrier's offers an exchange search answers, cheapest first. */
const EXCHANGE_OFFERS_SHOWN = 6;

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

const segmentsOf = (itinerary: readonly Leg[]) => itinerary.flatMap((leg) => leg.segments);
/** The flights of an itinerary and when each leaves: the same string for the same flights. */
const flightsOf = (itinerary: readonly Leg[]) =>
  segmentsOf(itinerary)
    .map((segment) => `${segment.flightNumber}@${segment.departure.at}`)
    .join(' ');
const flightNumbers = (itinerary: readonly Leg[]) =>
  segmentsOf(itinerary)
    .map((segment) => segment.flightNumber)
    .join(' ');
const departureOf = (itinerary: readonly Leg[]) => itinerary[0]?.segments[0]?.departure.at ?? '';
/** `CMN-ORY / ORY-CMN`: each leg's origin and destination. */
const routeOf = (itinerary: readonly Leg[]) =>
  itinerary
    .map((leg) => `${leg.segments[0]?.departure.airport ?? ''}-${leg.segments.at(-1)?.arrival.airport ?? ''}`)
    .join(' / ');

/**
 * The flight search of an exchange: the new legs (one-way, a round trip when the second leg comes back,
 * else multi-city) for the ticket's one traveler, in the ticket's cabin, on the validating carrier's
 * own flights (a ticket is exchanged on the stock of the airline that issued it), GDS content.
 */
function exchangeFlightSearch(
  legs: readonly MultiCityDestination[],
  { passengerType, cabin, carrier }: { passengerType: string; cabin: CabinClass; carrier: string },
): FlightSearch {
  const common = {
    adt: passengerType === 'ADT' ? 1 : 0,
    cnn: passengerType === 'CNN' || passengerType === 'CHD' ? 1 : 0,
    inf: passengerType === 'INF' ? 1 : 0,
    unn: passengerType === 'UNN' ? 1 : 0,
    cabin,
    paymentType: 'cash' as const,
    isNDC: false,
    airlines: [carrier],
    airlineType: 'Permitted' as const,
  };
  const [first, second] = legs;
  if (first === undefined) throw new SandboxError(400, 'legs: give at least one leg');
  if (legs.length === 1) return { kind: 'oneway', ...common, ...first };
  if (legs.length === 2 && second?.from === first.to && second.to === first.from)
    return { kind: 'roundtrip', ...common, ...first, returnDate: second.date };
  return { kind: 'multi-city', ...common, destinations: [...legs] };
}

/**
 * Applies an exchange at commit: the old ticket and its coupons exchanged, a new ticket on the offer's
 * flights (another date, another route) at the offer's fare with a new number, the balance debited by the penalty and a dearer fare's difference and
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
  const itinerary = offer.itinerary;
  const at = nowIso();
  ticket.status = 'exchanged';
  ticket.coupons = ticket.coupons.map((coupon) => ({ ...coupon, status: 'exchanged' }));
  ticket.exchangedFor = { number, at };
  const replacement: TicketRecord = {
    id: nextId('TKT'),
    number,
    status: 'ticketed',
    reservationId: reservation.id,
    travelerId: ticket.travelerId,
    issuedAt: at,
    price: offer.price,
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
    const ticket = findTicket(actor, params.id);
    const reasons = reasonsAgainst(ticket);
    return { ticketId: ticket.id, eligible: reasons.length === 0, reasons };
  },
  search: async ({ actor, params, body }) => {
    const { legs } = await body();
    const ticket = findTicket(actor, params.id);
    ensureEligible(ticket);
    const reservation = reservationOfTicket(ticket);
    const itinerary = ticket.itinerary ?? reservation.itinerary;
    if (legs.length !== itinerary.length)
      throw new SandboxError(
        400,
        `legs: ticket ${ticket.number} has ${String(itinerary.length)} leg(s); give each its new route and date.`,
      );
    const today = nowIso().slice(0, 10);
    legs.forEach((leg, index) => {
      if (leg.date < today)
        throw new SandboxError(
          400,
          `legs.${String(index)}.date: ${leg.date} is in the past; choose today or a later day.`,
        );
    });
    const passengerType =
      reservation.travelers.find((traveler) => traveler.id === ticket.travelerId)?.passengerType ?? 'ADT';
    const search = exchangeFlightSearch(legs, {
      passengerType,
      cabin: itinerary[0]?.segments[0]?.cabin ?? 'Economy',
      carrier: reservation.validatingCarrier,
    });
    const penalty = reservation.refundable ? 0 : toCentimes(EXCHANGE_PENALTY_MAD);
    const flown = flightsOf(itinerary);
    const offers = generateOffers(
      search,
      (context) => markupFor(reservation.organizationId, context),
      reservation.organizationId,
    )
      .filter((offer) => flightsOf(offer.legs) !== flown && Date.parse(departureOf(offer.legs)) > nowMs())
      .slice(0, EXCHANGE_OFFERS_SHOWN)
      .flatMap((offer): ExchangeOfferRecord[] => {
        const price = offer.products[0]?.pricing.perPassenger.find(
          (line) => line.passengerType === passengerType,
        )?.price;
        if (price === undefined) return [];
        const departureAt = departureOf(offer.legs);
        return [
          {
            ticketId: ticket.id,
            catalogOfferingsIdentifier: `XS-${ticket.id}`,
            catalogOfferingIdentifier: `XO-${ticket.id}-${offer.offerId}`,
            description: `${flightNumbers(offer.legs)} ${routeOf(offer.legs)}`,
            itinerary: offer.legs,
            departureAt,
            price,
            priceDifference: price.total - ticket.price.total,
            penalty,
          },
        ];
      });
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
  modifyOffer: async ({ actor, params, body }) => {
    const input = await body();
    const reservation = findReservation(actor, params.locator);
    const workbenchId = params.workbenchId;
    const offer = db.exchangeOffers.get(input.catalogOfferingIdentifier);
    if (offer?.catalogOfferingsIdentifier !== input.catalogOfferingsIdentifier)
      throw new SandboxError(
        404,
        `Exchange offer ${input.catalogOfferingIdentifier} not found: search again.`,
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
