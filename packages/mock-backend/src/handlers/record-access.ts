/**
 * What the reservation and ticket resolvers share: the context of a shared call, finding the record a
 * path names, its travelers, and staging an edit in the workbench the path names.
 */
import type { RecordKind, reservationsEndpoints } from '@comptoir/api/endpoints';
import { type HandlerContext, type SandboxActor, SandboxError } from '../context';
import { db } from '../database';
import type { ReservationRecord, Traveler, WorkbenchRecord } from '../tables';
import { findReservation, findTicket, reservationOfTicket } from '../records';
import { stage } from '../workbench';

/**
 * The context of a call reservations and tickets share (SPEC §7: the same set), typed by its entry in the
 * reservations' table: its parameters and body are the same under `/tickets`.
 */
export type RecordContext<Name extends keyof typeof reservationsEndpoints> = HandlerContext<
  (typeof reservationsEndpoints)[Name]
>;

/** The reservation a record path names: a reservation (id, locator) or, for tickets, a ticket too. */
export function reservationFor(kind: RecordKind, actor: SandboxActor, key: string): ReservationRecord {
  if (kind === 'tickets' && db.tickets.some((ticket) => ticket.id === key || ticket.number === key))
    return reservationOfTicket(findTicket(actor, key));
  return findReservation(actor, key);
}

export function travelerOf(reservation: ReservationRecord, travelerId: string): Traveler {
  const traveler = reservation.travelers.find((candidate) => candidate.id === travelerId);
  if (traveler === undefined)
    throw new SandboxError(400, `travelerId: ${travelerId} is not a traveler of ${reservation.locator}`);
  return traveler;
}

/** The reservation an open workbench was initiated for; 400 when it was initiated without a locator. */
export function reservationOfWorkbench(actor: SandboxActor, workbench: WorkbenchRecord): ReservationRecord {
  if (workbench.locator === undefined)
    throw new SandboxError(400, 'The workbench is not open for a reservation: initiate it with a locator');
  return findReservation(actor, workbench.locator);
}

/** Stages an edit in the workbench of the path (`{workbenchID}`) and answers the pending message. */
export function stageInPathWorkbench(
  { actor, params }: { actor: SandboxActor; params: { workbenchID: string } },
  reservation: ReservationRecord,
  description: string,
  apply: () => void,
): { message: string } {
  return { message: stage(actor, params.workbenchID, reservation, description, apply) };
}
