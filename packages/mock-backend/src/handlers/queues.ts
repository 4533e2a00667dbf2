/**
 * The work queues: the actor's organization's items of each queue (a platform admin without an active
 * organization sees every one's), paged and searched like the other lists, `mine` keeping those
 * assigned to the actor; every queue's count; assigning an item to a member of its organization; marking
 * it handled (it leaves the queue); accepting an airline's schedule change (the proposed itinerary
 * becomes the reservation's; the balance does not move); asking the airline again for a pending or
 * failed ticket whose problem allows it (`TICKET_ISSUE_PROBLEMS`), which the airline then issues (paid
 * with the reservation: the balance does not move), refused with a 403 saying why otherwise.
 */
import { queuesEndpoints } from '@comptoir/api/endpoints';
import { pageOfList } from '@comptoir/flight-domain';
import {
  isInDeadlineQueue,
  orderByDeadline,
  queueListQuerySchema,
  type QueueName,
  TICKET_ISSUE_PROBLEMS,
} from '@comptoir/flight-domain/queues';
import {
  conflict,
  handlersFor,
  type HandlerContext,
  parseWith,
  type SandboxActor,
  SandboxError,
} from '../context';
import { db, nowIso, nowMs } from '../database';
import {
  assignQueueItem,
  isQueueItemOpen,
  markQueueItemHandled,
  pluginQueueCounts,
  queueAssignee,
  queueCount,
} from '../queue-items';
import { findReservation, reservationSummaryWire, reservationWire, ticketListItemWire } from '../records';
import type { ReservationRecord, TicketRecord } from '../tables';
import { visibleReservations } from './record-lists';

/** What every queue item says of its reservation. */
function itemBase(queue: QueueName, id: string, reservation: ReservationRecord) {
  const summary = reservationSummaryWire(reservation);
  return {
    id,
    reservationId: reservation.id,
    locator: reservation.locator,
    contentKind: reservation.contentKind,
    route: summary.route,
    leadTraveler: summary.leadTraveler,
    assignee: queueAssignee(`${queue}/${id}`),
  };
}

const open = (queue: QueueName, id: string) => isQueueItemOpen(`${queue}/${id}`);

function deadlineItems(actor: SandboxActor) {
  const now = nowMs();
  const queued = visibleReservations(actor).filter(
    (reservation) =>
      open('deadlines', reservation.id) &&
      (reservation.cancellation !== undefined ||
        ((reservation.status === 'booked' || reservation.status === 'partially-ticketed') &&
          isInDeadlineQueue(Date.parse(reservation.ticketingDeadline), now))),
  );
  return orderByDeadline(
    queued.map((reservation) => ({
      ...itemBase('deadlines', reservation.id, reservation),
      status: reservation.status,
      ticketingDeadline: reservation.ticketingDeadline,
      departureAt: reservationSummaryWire(reservation).departureAt,
      ...(reservation.cancellation === undefined ? {} : { cancellation: reservation.cancellation }),
    })),
  );
}

function scheduleChangeItems(actor: SandboxActor) {
  return visibleReservations(actor).flatMap((reservation) =>
    reservation.scheduleChange === undefined || !open('schedule-changes', reservation.id)
      ? []
      : [
          {
            ...itemBase('schedule-changes', reservation.id, reservation),
            detectedAt: reservation.scheduleChange.detectedAt,
            previous: reservation.itinerary,
            proposed: reservation.scheduleChange.itinerary,
          },
        ],
  );
}

const QUEUED_TICKET_STATUSES = new Set(['pending', 'failed']);

function ticketItems(actor: SandboxActor) {
  const reservations = new Map(
    visibleReservations(actor).map((reservation) => [reservation.id, reservation]),
  );
  return (
    db.tickets
      .filter((ticket) => QUEUED_TICKET_STATUSES.has(ticket.status) && open('tickets', ticket.id))
      .flatMap((ticket: TicketRecord) => {
        const reservation = reservations.get(ticket.reservationId);
        if (reservation === undefined) return [];
        const line = ticketListItemWire(ticket);
        const problem =
          ticket.issueProblem === undefined ? undefined : TICKET_ISSUE_PROBLEMS[ticket.issueProblem];
        return [
          {
            ...itemBase('tickets', ticket.id, reservation),
            ticketId: ticket.id,
            number: ticket.number,
            status: ticket.status,
            travelerName: line.travelerName,
            issuedAt: ticket.issuedAt,
            ...(problem === undefined ? {} : { reason: problem.note }),
            retryable: problem?.retryable ?? false,
          },
        ];
      })
      // The failed first (the airline refused: an agent must act), then the oldest.
      .sort(
        (a, b) =>
          Number(b.status === 'failed') - Number(a.status === 'failed') ||
          a.issuedAt.localeCompare(b.issuedAt) ||
          a.id.localeCompare(b.id),
      )
  );
}

const ITEMS = {
  deadlines: deadlineItems,
  'schedule-changes': scheduleChangeItems,
  tickets: ticketItems,
} as const;

/** A queue's page: searched by locator or traveller, `mine` keeping the actor's. */
function listOf<Item extends { locator: string; leadTraveler: string; assignee: { id: string } | null }>(
  items: (actor: SandboxActor) => Item[],
) {
  return ({ actor, query }: HandlerContext) => {
    const { mine, ...list } = parseWith(queueListQuerySchema, query);
    const kept = items(actor).filter((item) => mine !== true || item.assignee?.id === actor.userId);
    return pageOfList(kept, list, (item) => `${item.locator} ${item.leadTraveler}`);
  };
}

/** A ticket and its reservation, the actor's to see (404 or 403 as for the records). */
function ticketOf(actor: SandboxActor, id: string): { ticket: TicketRecord; reservation: ReservationRecord } {
  const ticket = db.tickets.find((candidate) => candidate.id === id);
  if (ticket === undefined) throw new SandboxError(404, `Ticket ${id} not found`);
  return { ticket, reservation: findReservation(actor, ticket.reservationId) };
}

/** The reservation or ticket a queue item names, the actor's to see (404 or 403 as for the records). */
function recordOf(actor: SandboxActor, queue: QueueName, id: string): ReservationRecord {
  return queue === 'tickets' ? ticketOf(actor, id).reservation : findReservation(actor, id);
}

/** Why asking the airline again for this ticket is refused, or undefined when it may be asked. */
function retryRefusal(ticket: TicketRecord): string | undefined {
  if (!QUEUED_TICKET_STATUSES.has(ticket.status))
    return `Ticket ${ticket.number} is ${ticket.status}: only a pending or failed issue can be asked again.`;
  const problem = ticket.issueProblem === undefined ? undefined : TICKET_ISSUE_PROBLEMS[ticket.issueProblem];
  if (problem?.retryable !== true)
    return `Ticket ${ticket.number} cannot be asked again: ${problem?.note ?? 'the airline gave no reason.'}`;
  return undefined;
}

function queueOf(name: string): QueueName {
  if (name in ITEMS) return name as QueueName;
  throw new SandboxError(404, `No queue ${name}`);
}

export const queuesHandlers = handlersFor(queuesEndpoints, {
  summary: ({ actor }) => ({
    deadlines: queueCount(actor, deadlineItems(actor)),
    'schedule-changes': queueCount(actor, scheduleChangeItems(actor)),
    tickets: queueCount(actor, ticketItems(actor)),
    ...pluginQueueCounts(actor),
  }),
  deadlines: listOf(deadlineItems),
  scheduleChanges: listOf(scheduleChangeItems),
  tickets: listOf(ticketItems),
  assign: async (context) => {
    const queue = queueOf(context.params.queue);
    const reservation = recordOf(context.actor, queue, context.params.id);
    const { assigneeId } = await context.body();
    const key = `${queue}/${context.params.id}`;
    const name = assignQueueItem(key, reservation.organizationId, assigneeId, 'reservation');
    return {
      message:
        name === undefined
          ? `${reservation.locator} unassigned.`
          : `${reservation.locator} assigned to ${name}.`,
    };
  },
  handled: ({ actor, params }) => {
    const queue = queueOf(params.queue);
    const reservation = recordOf(actor, queue, params.id);
    markQueueItemHandled(`${queue}/${params.id}`);
    return { message: `${reservation.locator} handled: it leaves the queue.` };
  },
  retryTicket: ({ actor, params }) => {
    const { ticket } = ticketOf(actor, params.id);
    const refusal = retryRefusal(ticket);
    if (refusal !== undefined) throw new SandboxError(403, refusal);
    ticket.status = 'ticketed';
    ticket.issuedAt = nowIso();
    delete ticket.issueProblem;
    return { message: `Ticket ${ticket.number} issued: the airline confirmed it.` };
  },
  acceptScheduleChange: ({ actor, params }) => {
    const reservation = findReservation(actor, params.id);
    const change = reservation.scheduleChange;
    if (change === undefined)
      throw conflict(`Reservation ${reservation.locator} has no schedule change to accept.`);
    reservation.itinerary = change.itinerary;
    delete reservation.scheduleChange;
    return {
      message: `Schedule change accepted: ${reservation.locator} now flies the airline's new itinerary.`,
      reservation: reservationWire(reservation),
    };
  },
});
