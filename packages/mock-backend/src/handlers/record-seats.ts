/**
 * Seats: a record's seat map (reservations and tickets), and the seats chosen in a workbench
 * (reservations only); a paid seat becomes a SEAT ancillary.
 */
import type { RecordKind } from '@comptoir/api/endpoints';
import { toCentimes } from '@comptoir/flight-domain';
import { z } from 'zod';
import { conflict, type HandlerContext, parseWith, SandboxError } from '../context';
import type { reservationsEndpoints } from '@comptoir/api/endpoints';
import { nextId } from '../database';
import type { AncillaryRecord } from '../tables';
import { findSeat, seatMapFor } from '../seat-maps';
import { findOpenWorkbench, stage } from '../workbench';
import { chargeAncillariesIfTicketed } from './record-ancillaries';
import { type RecordContext, reservationFor, reservationOfWorkbench, travelerOf } from './record-access';

export function seatMapResolver(kind: RecordKind) {
  return (context: RecordContext<'seatMap'>) => {
    const reservation = reservationFor(kind, context.actor, context.params.reservationIdentifier);
    return seatMapFor(reservation.itinerary, reservation.seats);
  };
}

const seatChoicesSchema = z.array(
  z.object({
    travelerId: z.string().min(1),
    segmentId: z.string().min(1),
    seatCode: z.string().optional(),
    seat: z.string().optional(),
  }),
);

export async function confirmSeats({
  actor,
  params,
  body,
}: HandlerContext<typeof reservationsEndpoints.confirmSeats>) {
  const workbench = findOpenWorkbench(actor, params.workbenchID);
  const { data } = await body();
  const choices = parseWith(seatChoicesSchema, Array.isArray(data) ? data : [data]);
  const reservation = reservationOfWorkbench(actor, workbench);
  const segments = reservation.itinerary.flatMap((leg) => leg.segments);
  const assignments = choices.map((choice) => {
    travelerOf(reservation, choice.travelerId);
    const segment = segments.find((candidate) => candidate.id === choice.segmentId);
    if (segment === undefined)
      throw new SandboxError(400, `data: segment ${choice.segmentId} is not in ${reservation.locator}`);
    const seatCode = (choice.seatCode ?? choice.seat ?? '').toUpperCase();
    const seat = findSeat(segment, seatCode);
    if (seat === undefined)
      throw new SandboxError(
        400,
        `data: ${segment.equipment} on ${segment.flightNumber} has no seat ${seatCode}`,
      );
    if (seat.availability === 'occupied' || seat.availability === 'blocked')
      throw conflict(`Seat ${seatCode} on ${segment.flightNumber} is not available.`);
    return {
      assignment: { travelerId: choice.travelerId, segmentId: segment.id, seatCode },
      price: seat.price === undefined ? 0 : toCentimes(seat.price.amount),
    };
  });
  return {
    message: stage(actor, workbench.id, reservation, `${String(assignments.length)} seat(s)`, () => {
      for (const { assignment, price } of assignments) {
        reservation.seats = [
          ...reservation.seats.filter(
            (seat) => !(seat.travelerId === assignment.travelerId && seat.segmentId === assignment.segmentId),
          ),
          assignment,
        ];
        if (price > 0) {
          const record: AncillaryRecord = {
            id: nextId('ANC'),
            travelerId: assignment.travelerId,
            segmentId: assignment.segmentId,
            type: 'SEAT',
            description: `Seat ${assignment.seatCode}`,
            price,
            status: 'confirmed',
            paid: false,
          };
          reservation.ancillaries.push(record);
          chargeAncillariesIfTicketed(reservation, [record], actor.name);
        }
      }
    }),
  };
}
