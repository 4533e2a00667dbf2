/**
 * The work queues as Storybook shows them, answered by the simulated backend itself: on a fresh database
 * with the clock at `STORY_CLOCK`, each queue's first page, the counts and the organization's members as
 * Casablanca's owner sees them;
 * then, the clock moved 15 minutes on, the deadline queue with the booking the airline cancelled. The
 * database, clock and actor are put back afterwards.
 */
import { getSandboxActor, setSandboxActor } from './context';
import { advanceSandboxClock, resetSandboxDatabase, setSandboxClock } from './database';
import { seedActor } from './seed';
import { STORY_CLOCK } from './story-records';
import { callSandbox } from './test-client';

/** The wire answers, each the body of the call named beside it. */
export interface StoryQueues {
  /** The signed-in owner of Casablanca, whom the queues answered. */
  userId: string;
  /** `GET /queues/summary`. */
  summary: unknown;
  /** `GET /queues/deadlines?limit=100`. */
  deadlines: unknown;
  /** `GET /queues/schedule-changes`. */
  scheduleChanges: unknown;
  /** `GET /queues/tickets`. */
  tickets: unknown;
  /** `GET /admin/members/?organizationId=…`: the members an item can be assigned to. */
  members: unknown;
  /** `GET /queues/deadlines?limit=100` once the clock passed a deadline: one booking cancelled by the airline. */
  deadlinesAfterTheAirline: unknown;
  /** The clock of `deadlinesAfterTheAirline`. */
  laterClock: number;
}

const actor = seedActor('usr_casa_owner');
const LATER_MS = 15 * 60_000;

async function answer(path: string, query: Record<string, number | string> = {}): Promise<unknown> {
  const result = await callSandbox('GET', path, { actor, query });
  if (result.status >= 300)
    throw new Error(`GET ${path} answered ${String(result.status)}: ${JSON.stringify(result.body)}`);
  return result.body;
}

/** Answers the queues at `STORY_CLOCK` and 15 minutes later; the same every run. */
export async function storyQueues(): Promise<StoryQueues> {
  const previousActor = getSandboxActor();
  setSandboxClock(() => STORY_CLOCK);
  resetSandboxDatabase();
  try {
    const early = {
      summary: await answer('/queues/summary'),
      deadlines: await answer('/queues/deadlines', { limit: 100 }),
      scheduleChanges: await answer('/queues/schedule-changes'),
      tickets: await answer('/queues/tickets'),
      members: await answer('/admin/members/', { organizationId: actor.activeOrganizationId ?? '' }),
    };
    advanceSandboxClock(LATER_MS);
    return {
      userId: actor.userId,
      ...early,
      deadlinesAfterTheAirline: await answer('/queues/deadlines', { limit: 100 }),
      laterClock: STORY_CLOCK + LATER_MS,
    };
  } finally {
    setSandboxClock(undefined);
    resetSandboxDatabase();
    setSandboxActor(previousActor);
  }
}
