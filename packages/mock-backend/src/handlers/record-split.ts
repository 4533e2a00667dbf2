/**
 * Splitting a record: some of its travelers move to a new reservation, with their services, seats,
 * ancillaries, share of the price and issued tickets.
 */
import type { RecordKind } from '@comptoir/api/endpoints';
import { conflict, SandboxError } from '../context';
import { db, nextId, nextLocator, nowIso } from '../database';
import type { ReservationRecord, Traveler } from '../tables';
import { pricingFromLines } from '../offer-fares';
import { stage } from '../workbench';
import { type RecordContext, reservationFor, travelerOf } from './record-access';

function splitReservation(
  reservation: ReservationRecord,
  moving: Traveler[],
  id: string,
  locator: string,
): void {
  const movingIds = new Set(moving.map((traveler) => traveler.id));
  const countOf = (travelers: Traveler[], type: string) =>
    travelers.filter((traveler) => traveler.passengerType === type).length;
  const staying = reservation.travelers.filter((traveler) => !movingIds.has(traveler.id));
  const repartition = (travelers: Traveler[]) => {
    const perPassenger = reservation.pricing.perPassenger.flatMap((line) => {
      const count = countOf(travelers, line.passengerType);
      return count === 0 ? [] : [{ ...line, count }];
    });
    return pricingFromLines(perPassenger);
  };
  const split: ReservationRecord = {
    ...structuredClone({
      ...reservation,
      ancillaries: reservation.ancillaries.filter((ancillary) => movingIds.has(ancillary.travelerId)),
    }),
    id,
    locator,
    reservationIdentifier: `RI-${locator}`,
    travelers: moving,
    specialServices: reservation.specialServices.filter((service) => movingIds.has(service.travelerId)),
    seats: reservation.seats.filter((seat) => movingIds.has(seat.travelerId)),
    pricing: repartition(moving),
    osiRemarks: [],
    ticketIds: [],
    createdAt: nowIso(),
  };
  reservation.travelers = staying;
  reservation.ancillaries = reservation.ancillaries.filter(
    (ancillary) => !movingIds.has(ancillary.travelerId),
  );
  reservation.specialServices = reservation.specialServices.filter(
    (service) => !movingIds.has(service.travelerId),
  );
  reservation.seats = reservation.seats.filter((seat) => !movingIds.has(seat.travelerId));
  reservation.pricing = repartition(staying);
  // Issued tickets follow their travelers.
  for (const ticket of db.tickets) {
    if (ticket.reservationId === reservation.id && movingIds.has(ticket.travelerId)) {
      ticket.reservationId = split.id;
      split.ticketIds.push(ticket.id);
    }
  }
  reservation.ticketIds = reservation.ticketIds.filter((id) => !split.ticketIds.includes(id));
  db.reservations.push(split);
}

export function splitResolver(kind: RecordKind) {
  return async (context: RecordContext<'split'>) => {
    const body = await context.body();
    const reservation = reservationFor(kind, context.actor, body.reservationIdentifier);
    if (reservation.status === 'cancelled')
      throw conflict(`Reservation ${reservation.locator} is cancelled and cannot be split.`);
    const moving = body.travelers.map((travelerId) => travelerOf(reservation, travelerId));
    if (moving.length >= reservation.travelers.length)
      throw new SandboxError(400, 'travelers: at least one traveler must stay on the original reservation');
    const locator = nextLocator();
    const id = nextId('RES');
    const message = stage(
      context.actor,
      context.params.workbenchID,
      reservation,
      `Split of ${String(moving.length)} traveler(s) to ${locator}`,
      () => splitReservation(reservation, moving, id, locator),
    );
    return { message, locator, reservationId: id };
  };
}
