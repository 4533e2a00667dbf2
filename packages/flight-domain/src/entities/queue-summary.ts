/**
 * Every work queue's count, apart from the queues' items (`queues.ts`): the navigation's badge and the home
 * page's block read it on every page, and the items' schemas (a schedule change's flights among them) are
 * for the queues' pages only.
 */
import { z } from '../zod-mini';

/** How many items a queue holds for the organization, and how many of them are the user's. */
export const queueCountSchema = z.object({
  organization: z.number().check(z.int(), z.gte(0)),
  mine: z.number().check(z.int(), z.gte(0)),
});
export type QueueCount = z.infer<typeof queueCountSchema>;

/**
 * Every queue's count; the low-cost airline's holds' too when the backend serves that airline (the app
 * shows it only when built with the low-cost plugin).
 */
export const queueSummarySchema = z.object({
  deadlines: queueCountSchema,
  'schedule-changes': queueCountSchema,
  tickets: queueCountSchema,
  'low-cost-holds': z.optional(queueCountSchema),
});
export type QueueSummary = z.infer<typeof queueSummarySchema>;
