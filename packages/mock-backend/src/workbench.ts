/**
 * Workbenches: a session of edits to one reservation. Edits are recorded as pending and change nothing
 * until commit; ignore discards them.
 */
import { conflict, type SandboxActor, SandboxError, requireOrganizationId } from './context';
import { db, nextId, nowIso, nowMs } from './database';
import type { ReservationRecord, WorkbenchRecord } from './tables';

/** How long a workbench stays open. */
const WORKBENCH_LIFETIME_MS = 20 * 60_000;

export function openWorkbench(actor: SandboxActor, locator: string | undefined): WorkbenchRecord {
  const workbench: WorkbenchRecord = {
    id: nextId('WB'),
    organizationId: requireOrganizationId(actor),
    ...(locator === undefined ? {} : { locator }),
    expiresAt: nowIso(WORKBENCH_LIFETIME_MS),
    state: 'open',
    pending: [],
  };
  db.workbenches.set(workbench.id, workbench);
  return workbench;
}

/**
 * An open workbench of the actor's organization. As a real backend answers: 404 for an id it never
 * issued (or another organization's), 410 Gone for one that has ended — committed, ignored, or expired
 * (its pending edits are then discarded for good, and it stays expired).
 */
export function findOpenWorkbench(actor: SandboxActor, id: string): WorkbenchRecord {
  const workbench = db.workbenches.get(id);
  if (
    workbench === undefined ||
    (workbench.organizationId !== actor.activeOrganizationId && actor.platformRole !== 'admin')
  ) {
    throw new SandboxError(404, `Workbench ${id} not found`);
  }
  if (workbench.state === 'open' && Date.parse(workbench.expiresAt) < nowMs()) {
    workbench.state = 'expired';
    workbench.pending = [];
  }
  if (workbench.state === 'expired')
    throw new SandboxError(
      410,
      `Workbench ${id} has expired: its changes were discarded. Initiate a new one.`,
    );
  if (workbench.state !== 'open')
    throw new SandboxError(410, `Workbench ${id} is already ${workbench.state}: initiate a new one.`);
  return workbench;
}

/**
 * Records an edit of a reservation in a workbench. The workbench is bound to the first reservation it
 * edits; an edit of another reservation is refused.
 */
export function stage(
  actor: SandboxActor,
  workbenchId: string,
  reservation: ReservationRecord,
  description: string,
  apply: () => void,
): string {
  const workbench = findOpenWorkbench(actor, workbenchId);
  if (workbench.locator !== undefined && workbench.locator !== reservation.locator) {
    throw conflict(
      `Workbench ${workbench.id} is open for reservation ${workbench.locator}, not ${reservation.locator}.`,
    );
  }
  workbench.locator = reservation.locator;
  workbench.pending.push({ description, apply });
  return `${description}: pending until the workbench is committed.`;
}

/**
 * Applies every pending edit, all or nothing: when one is refused (a short balance for a paid
 * ancillary), nothing is applied and the workbench is closed, so the user starts again.
 */
export function commitWorkbench(actor: SandboxActor, id: string): string {
  const workbench = findOpenWorkbench(actor, id);
  const snapshot = structuredClone({
    reservations: db.reservations,
    tickets: db.tickets,
    ledger: db.ledger,
    counters: db.counters,
  });
  try {
    for (const edit of workbench.pending) edit.apply();
  } catch (error) {
    Object.assign(db, snapshot);
    workbench.state = 'ignored';
    workbench.pending = [];
    if (error instanceof SandboxError) {
      throw new SandboxError(
        error.status,
        `${error.message} Nothing in workbench ${id} was applied; initiate a new one.`,
      );
    }
    throw error;
  }
  workbench.state = 'committed';
  const count = workbench.pending.length;
  return `Workbench committed: ${String(count)} change${count === 1 ? '' : 's'} applied${workbench.locator === undefined ? '' : ` to ${workbench.locator}`}.`;
}

export function ignoreWorkbench(actor: SandboxActor, id: string): string {
  const workbench = findOpenWorkbench(actor, id);
  workbench.state = 'ignored';
  const count = workbench.pending.length;
  workbench.pending = [];
  return `Workbench ignored: ${String(count)} pending change${count === 1 ? '' : 's'} discarded.`;
}
