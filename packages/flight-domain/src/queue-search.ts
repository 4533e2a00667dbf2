/**
 * The work queues' names and `/queues`' search, apart from the queues' items and rules: the route's
 * `validateSearch` is in the app's entry, which every page loads, and must carry nothing else.
 */
import { z } from './zod-mini';
import { droppedWhenInvalid, listSearchSchema } from './list-query';

/**
 * The queues, in the order their tabs show.
 *
 * @example
 * QUEUE_NAMES // ['deadlines', 'schedule-changes', 'tickets']
 */
export const QUEUE_NAMES = ['deadlines', 'schedule-changes', 'tickets'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/**
 * A queue's page's search as its URL holds it: the list query and the "mine" filter, each dropped when
 * invalid so a mistyped link still opens the page (a plugin's queue page, /low-cost/holds).
 *
 * @example
 * queuePageSearchSchema.parse({ page: 2, mine: true }) // { page: 2, mine: true }
 * queuePageSearchSchema.parse({ mine: 'yes' }) // {}
 */
export const queuePageSearchSchema = z.extend(listSearchSchema, {
  mine: droppedWhenInvalid(z.literal(true)),
});
export type QueuePageSearch = z.infer<typeof queuePageSearchSchema>;

/**
 * `/queues`' search as its URL holds it: the tab, the list query and the "mine" filter, each dropped when
 * invalid so a mistyped link still opens the page.
 *
 * @example
 * queuesSearchSchema.parse({ queue: 'tickets', page: 2, mine: true }) // { queue: 'tickets', page: 2, mine: true }
 * queuesSearchSchema.parse({ queue: 'lost' }) // {}
 */
export const queuesSearchSchema = z.extend(queuePageSearchSchema, {
  queue: droppedWhenInvalid(z.enum(QUEUE_NAMES)),
});
export type QueuesSearch = z.infer<typeof queuesSearchSchema>;
