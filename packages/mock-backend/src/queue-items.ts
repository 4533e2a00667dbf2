/**
 * What an agent adds to a work queue's item, by `queue/id` (`db.queueItems`): who works on it and whether
 * it is handled. The agency's queues and a plugin's (the low-cost holds) keep it here alike, with the same
 * refusal of an assignee who is not a member of the item's organization; a plugin's queue joins the
 * queues' counts through `countQueue`.
 */
import type { QueueAssignee, QueueCount } from '@comptoir/flight-domain/queues';
import type { SandboxActor } from './context';
import { SandboxError } from './context';
import { db } from './database';

/** The member an item is assigned to, by user id and name, or null. */
export function queueAssignee(key: string): QueueAssignee | null {
  const assigneeId = db.queueItems[key]?.assigneeId ?? null;
  if (assigneeId === null) return null;
  const user = db.users.find((candidate) => candidate.id === assigneeId);
  return { id: assigneeId, name: user?.name ?? assigneeId };
}

/** Whether an item is still in its queue (not handled). */
export const isQueueItemOpen = (key: string) => db.queueItems[key]?.handled !== true;

/**
 * Assigns the item `key` of an organization's queue to `assigneeId`, or to nobody (`null`); refuses (400,
 * naming `assigneeId`) someone who is not a member of `organizationId`. Returns the assignee's name.
 */
export function assignQueueItem(
  key: string,
  organizationId: string,
  assigneeId: string | null,
  owner: string,
): string | undefined {
  if (
    assigneeId !== null &&
    !db.members.some((member) => member.userId === assigneeId && member.organizationId === organizationId)
  )
    throw new SandboxError(400, `assigneeId: ${assigneeId} is not a member of the ${owner}'s organization`);
  db.queueItems[key] = { handled: false, ...db.queueItems[key], assigneeId };
  return queueAssignee(key)?.name;
}

/** Marks the item `key` handled: it leaves its queue. */
export function markQueueItemHandled(key: string): void {
  db.queueItems[key] = { assigneeId: null, ...db.queueItems[key], handled: true };
}

/** The queues a plugin's simulated backend adds to the counts, each with the items the actor sees. */
type PluginQueue = 'low-cost-holds';
const pluginQueues = new Map<
  PluginQueue,
  (actor: SandboxActor) => readonly { assignee: QueueAssignee | null }[]
>();

/**
 * Counts a plugin's queue in `GET /queues/summary` until the returned function is called (the sandbox's
 * server wires the low-cost holds while it runs).
 */
export function countQueue(
  queue: PluginQueue,
  items: (actor: SandboxActor) => readonly { assignee: QueueAssignee | null }[],
): () => void {
  pluginQueues.set(queue, items);
  return () => {
    pluginQueues.delete(queue);
  };
}

/** How many items the actor's organization and the actor have. */
export function queueCount(
  actor: SandboxActor,
  items: readonly { assignee: QueueAssignee | null }[],
): QueueCount {
  return {
    organization: items.length,
    mine: items.filter((item) => item.assignee?.id === actor.userId).length,
  };
}

/** The counts of the plugins' queues the sandbox wired, by queue. */
export function pluginQueueCounts(actor: SandboxActor): Partial<Record<PluginQueue, QueueCount>> {
  return Object.fromEntries(
    [...pluginQueues].map(([queue, items]) => [queue, queueCount(actor, items(actor))]),
  );
}
