/**
 * The queues' story fixtures from the sandbox itself (`storyQueues` of `@comptoir/mock-backend`): what its
 * handlers answer Casablanca's owner at 2026-11-20T09:30Z (the organization's members included), and 15 minutes later once the airline
 * cancelled the booking whose deadline passed; decoded as the app decodes them.
 */
import { memberSchema, pageSchema } from '@comptoir/flight-domain';
import {
  deadlineQueueItemSchema,
  queueSummarySchema,
  scheduleChangeQueueItemSchema,
  ticketQueueItemSchema,
} from '@comptoir/flight-domain/queues';
import { STORY_CLOCK, storyQueues } from '@comptoir/mock-backend';

const answers = await storyQueues();

export const queueUserId = answers.userId;
export const queueSummary = queueSummarySchema.parse(answers.summary);
export const deadlineItems = pageSchema(deadlineQueueItemSchema).parse(answers.deadlines).items;
export const deadlineItemsAfterTheAirline = pageSchema(deadlineQueueItemSchema).parse(
  answers.deadlinesAfterTheAirline,
).items;
export const scheduleChangeItems = pageSchema(scheduleChangeQueueItemSchema).parse(
  answers.scheduleChanges,
).items;
export const ticketItems = pageSchema(ticketQueueItemSchema).parse(answers.tickets).items;
if (!Array.isArray(answers.members)) throw new Error('GET /admin/members/ answered no list of members');
export const queueMembers = answers.members.map((member: unknown) => memberSchema.parse(member));

/** The clocks the answers were made at, and the agent's zone. */
export const storyClock = { now: STORY_CLOCK, timeZone: 'Africa/Casablanca' };
export const laterStoryClock = { now: answers.laterClock, timeZone: 'Africa/Casablanca' };
