/**
 * The agency's work queues as the backend sends them: reservations whose ticketing deadline is near or
 * passed, reservations whose flights the airline changed, and tickets left pending or failed. Each item
 * may be assigned to a member of the organization; a handled item leaves its queue.
 */
import { z } from '../zod-mini';
import { contentKindSchema, timestampSchema } from './common';
import { legSchema } from './flights';
import { reservationStatusSchema } from './record-lines';
import { locatorSchema } from '../locator-input';
import type { QueueName } from '../queue-search';

/**
 * What staff read for each queue (its tab and its count).
 *
 * @example
 * QUEUE_LABELS.deadlines // 'Ticketing deadlines'
 */
export const QUEUE_LABELS = {
  deadlines: 'Ticketing deadlines',
  'schedule-changes': 'Schedule changes',
  tickets: 'Pending and failed tickets',
} as const satisfies Record<QueueName, string>;

/** The member an item is assigned to, by user id and name. */
export const queueAssigneeSchema = z.object({ id: z.string(), name: z.string() });
export type QueueAssignee = z.infer<typeof queueAssigneeSchema>;

/** What every item of every queue carries: its reservation, its traveller, who works on it. */
const queueItemBase = {
  /** The item's own id (`deadlines:RES-CAS-002`): assign and mark handled with it. */
  id: z.string(),
  reservationId: z.string(),
  locator: locatorSchema,
  contentKind: contentKindSchema,
  route: z.string(),
  leadTraveler: z.string(),
  assignee: z.nullable(queueAssigneeSchema),
};

/**
 * A booked reservation not fully ticketed whose ticketing deadline is within the queue's window or
 * passed; `cancellation` says why the airline cancelled it when its deadline passed untouched.
 */
export const deadlineQueueItemSchema = z.object({
  ...queueItemBase,
  status: reservationStatusSchema,
  ticketingDeadline: timestampSchema,
  departureAt: timestampSchema,
  cancellation: z.optional(z.string()),
});
export type DeadlineQueueItem = z.infer<typeof deadlineQueueItemSchema>;

/** A reservation whose flights the airline changed: the itinerary booked and the one proposed. */
export const scheduleChangeQueueItemSchema = z.object({
  ...queueItemBase,
  detectedAt: timestampSchema,
  previous: z.array(legSchema),
  proposed: z.array(legSchema),
});
export type ScheduleChangeQueueItem = z.infer<typeof scheduleChangeQueueItemSchema>;

/**
 * Why a ticket's issue is pending or failed, as the airline answered, and whether asking it again may
 * issue the ticket (`retryable`): a pending issue the airline has not confirmed, or one its ticketing
 * did not answer in time, may be asked again; a fare the airline no longer sells may not (the
 * reservation must be repriced and ticketed again).
 *
 * @example
 * TICKET_ISSUE_PROBLEMS['fare-unavailable'].retryable // false
 */
export const TICKET_ISSUE_PROBLEMS = {
  unconfirmed: {
    retryable: true,
    note: 'The airline has not confirmed the issue yet: ask it again later.',
  },
  'airline-timeout': {
    retryable: true,
    note: "The airline's ticketing did not answer in time: ask it again.",
  },
  'fare-unavailable': {
    retryable: false,
    note: 'The airline refused the issue: the fare is no longer available. Reprice and ticket again.',
  },
} as const satisfies Record<string, { retryable: boolean; note: string }>;
export type TicketIssueProblem = keyof typeof TICKET_ISSUE_PROBLEMS;

/**
 * A ticket whose issue is pending or failed, with what the airline said and whether the issue may be
 * asked again (`retryable`, `TICKET_ISSUE_PROBLEMS`).
 */
export const ticketQueueItemSchema = z.object({
  ...queueItemBase,
  ticketId: z.string(),
  number: z.string(),
  status: z.string(),
  travelerName: z.string(),
  issuedAt: timestampSchema,
  reason: z.optional(z.string()),
  retryable: z.boolean(),
});
export type TicketQueueItem = z.infer<typeof ticketQueueItemSchema>;

/** The body that assigns an item to a member (`null`: to nobody). */
export const queueAssignBodySchema = z.object({ assigneeId: z.nullable(z.string()) });
