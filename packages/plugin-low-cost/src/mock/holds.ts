/**
 * The organization's holds as the agency's backend lists them (the low-cost holds queue): every booking
 * the airline holds unpaid, and those whose hold expired, which the airline released with their seats.
 * Time is the sandbox's clock: moving it past a time limit releases that hold. As an agency queue's
 * item, a hold is assigned to a member of its organization and handled (`handleHold`: one still held is
 * released now), after which it leaves the queue; both are kept with the agency queues' (`low-cost-holds/`
 * and the reference).
 */
import { formatDateTime, PERMISSION_MESSAGES } from '@comptoir/flight-domain';
import {
  assignQueueItem,
  isQueueItemOpen,
  markQueueItemHandled,
  nowMs,
  queueAssignee,
  requireOrganizationId,
  SandboxError,
  type SandboxActor,
} from '@comptoir/mock-backend';
import type { z } from 'zod/mini';
import type { lowCostHoldSchema } from '../client/support-api';
import { releaseHeldBooking, storedBookings } from './booking-store';
import { bookingsOf, ensureSeededBookings, type LowCostBooking } from './bookings';

type HoldWire = z.input<typeof lowCostHoldSchema>;

/** Where a hold's assignee and handling are kept. */
const holdKey = (reference: string) => `low-cost-holds/${reference}`;

function holdOf(booking: LowCostBooking & { status: 'held' | 'expired'; timeLimit: string }): HoldWire {
  const [lead] = booking.travellers;
  const [flight] = booking.flights;
  return {
    id: booking.reference,
    reference: booking.reference,
    status: booking.status,
    leadTraveller: lead === undefined ? '' : `${lead.givenName} ${lead.surname}`,
    travellers: booking.travellers.length,
    flightNumber: flight?.flightNumber ?? '',
    route: flight === undefined ? '' : `${flight.from} → ${flight.to}`,
    departure: flight?.departure ?? '',
    total: booking.total,
    heldAt: booking.createdAt,
    expiresAt: booking.timeLimit,
    ...(booking.status === 'expired'
      ? {
          release: `Released by the airline: the hold expired on ${formatDateTime(booking.timeLimit)} UTC with no payment, and its seats are free again.`,
        }
      : {}),
    assignee: queueAssignee(holdKey(booking.reference)),
  };
}

/**
 * The organization's holds not handled yet, held or expired, the earliest time limit first (the
 * released ones before).
 */
export function holdsOf(organizationId: string): HoldWire[] {
  return bookingsOf(organizationId)
    .flatMap((booking) =>
      (booking.status === 'held' || booking.status === 'expired') &&
      booking.timeLimit !== null &&
      isQueueItemOpen(holdKey(booking.reference))
        ? [holdOf({ ...booking, status: booking.status, timeLimit: booking.timeLimit })]
        : [],
    )
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.reference.localeCompare(b.reference));
}

/** The holds the actor's organization has in its queue (the queues' counts). */
export const queuedHolds = (actor: SandboxActor): HoldWire[] =>
  actor.activeOrganizationId === null ? [] : holdsOf(actor.activeOrganizationId);

/**
 * A hold of the actor's organization by reference: 404 when there is no such hold, 403 with SPEC §6's
 * denial when it is another organization's (as an agency queue's record).
 */
function holdFor(actor: SandboxActor, reference: string) {
  ensureSeededBookings();
  const organizationId = requireOrganizationId(actor);
  const booking = storedBookings().find(
    (candidate) => candidate.reference === reference && candidate.timeLimit !== null,
  );
  if (booking === undefined) throw new SandboxError(404, `No low-cost hold ${reference}.`);
  if (booking.organizationId !== organizationId)
    throw new SandboxError(403, PERMISSION_MESSAGES.unknownResource('low-cost-hold'));
  return { organizationId, reference };
}

/** Assigns a hold to a member of its organization, or to nobody; 400 for anyone else. */
export function assignHold(actor: SandboxActor, reference: string, assigneeId: string | null): string {
  const hold = holdFor(actor, reference);
  const name = assignQueueItem(holdKey(reference), hold.organizationId, assigneeId, 'booking');
  return name === undefined ? `${reference} unassigned.` : `${reference} assigned to ${name}.`;
}

/**
 * The agent is done with a hold: one still held is released now (the airline frees its seats, nothing is
 * paid), one the airline released already is only marked; either way it leaves the queue.
 */
export function handleHold(actor: SandboxActor, reference: string): string {
  holdFor(actor, reference);
  const released = releaseHeldBooking(reference, nowMs());
  markQueueItemHandled(holdKey(reference));
  return released
    ? `${reference} released: the airline freed its seats, and it leaves the queue.`
    : `${reference} handled: it leaves the queue.`;
}
