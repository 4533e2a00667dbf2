/**
 * Workbenches (SPEC §4 "Workbench flow", §7 "Flight"): a reservation or a ticket is edited in a
 * workbench, whose edits stay pending until it is committed, or are thrown away when it is ignored.
 *
 * The session a page holds while editing (`useRecordWorkbench`): it opens, commits and ignores the
 * workbench (their calls fetched when a workbench first starts) and stages the typed edits of
 * `record-edits.ts` (`recordEdits(kind)`, one per call made inside it), listing them as pending. The edits
 * and their family's client come with the editors, not with the record's page.
 */
import { loadOnce, type PendingChange } from '@comptoir/flight-domain';
import { useRef, useState } from 'react';
import { ApiError } from '../http/api-error';
import { balancesKeys, exchangeKeys, recordKeys, type RecordKind, type WorkbenchTarget } from '../keys';
import { useApiMutation } from '../query/use-api-mutation';

// The workbench's own calls (initiate, commit, ignore: their endpoints and schemas) are fetched when a
// workbench first starts, not with the record's page.
const loadWorkbenchCalls = loadOnce(() =>
  import('./workbench-calls').then((module) => module.workbenchesApi),
);

/** Where an edit applies: the record (its id and locator) and the workbench open for it. */
export interface EditTarget extends WorkbenchTarget {
  recordId: string;
}

/** One call inside the open workbench, its data given: sent once it is handed the workbench. */
export type RecordEdit<Result = unknown> = (target: EditTarget) => Promise<Result>;

/** The record a workbench edits: a reservation or a ticket, by id, and the locator it is opened for. */
export interface WorkbenchRecordRef {
  kind: RecordKind;
  id: string;
  locator: string;
}

/**
 * The workbench session of one reservation or ticket (SPEC §4 "Workbench flow"): `start()` initiates a
 * workbench for its locator; `stage(description, edit)` sends one edit inside it (each write a mutation:
 * toasts, and the workbench's queries refetched) and, once the server accepted it, lists it as pending;
 * `commit()` makes the edits real (the record, its lists, the balance and the exchange refetched) and
 * `ignore()` throws them away. A call that finds the workbench gone on the server (expired, unknown) ends
 * the session with the server's message, in `endedReason`; any other failure is rethrown for the editor
 * to show and keeps the session open.
 */
export function useRecordWorkbench(record: WorkbenchRecordRef) {
  const keys = recordKeys(record.kind);
  const [target, setTarget] = useState<EditTarget | null>(null);
  // Read by the calls: a call made right after `start()` in the same handler sees the new workbench.
  const openedTarget = useRef<EditTarget | null>(null);
  const [pending, setPending] = useState<readonly PendingChange[]>([]);
  const staged = useRef(0);
  const [endedReason, setEndedReason] = useState<string>();

  const initiate = useApiMutation({
    mutationFn: async ({ locator }: { locator: string }) =>
      (await loadWorkbenchCalls()).initiate({ query: { locator } }),
    invalidates: () => [],
  });
  const send = useApiMutation({
    mutationFn: ({ edit, where }: { edit: RecordEdit; where: EditTarget }) => edit(where),
    // An edit stays pending until the commit: only what is cached for its workbench changes.
    invalidates: ({ where }) => [keys.workbench(where.workbenchID)],
  });
  const commit = useApiMutation({
    mutationFn: async ({ workbenchID }: EditTarget) =>
      (await loadWorkbenchCalls()).commit({ path: { id: workbenchID } }),
    // A commit may debit the balance (a paid ancillary, an exchange) and end a ticket's exchange.
    invalidates: ({ workbenchID, recordId }) => [
      keys.workbench(workbenchID),
      keys.detail(recordId),
      keys.lists(),
      balancesKeys.all,
      exchangeKeys.all,
    ],
  });
  const ignore = useApiMutation({
    mutationFn: async ({ workbenchID }: EditTarget) =>
      (await loadWorkbenchCalls()).ignore({ path: { id: workbenchID } }),
    invalidates: ({ workbenchID }) => [keys.workbench(workbenchID)],
  });

  function open(next: EditTarget | null) {
    openedTarget.current = next;
    setTarget(next);
  }

  function end(reason?: string) {
    setPending([]);
    open(null);
    setEndedReason(reason);
  }

  /** Ends the session when the workbench is gone, then rethrows for the caller to show. */
  function endIfGone(error: unknown): never {
    if (isWorkbenchGone(error)) end(error instanceof ApiError ? error.message : undefined);
    throw error;
  }

  function openTarget(): EditTarget {
    if (openedTarget.current === null) throw new Error('Start editing to open a workbench first.');
    return openedTarget.current;
  }

  /** Sends `edit` inside the open workbench, lists it as pending once accepted, and resolves to its answer. */
  async function sendStaged<Result>(description: string, edit: RecordEdit<Result>): Promise<Result> {
    let answer: { value: Result } | undefined;
    await send
      .mutateAsync({
        where: openTarget(),
        // The answer is the mutation's data: its message is the success toast's.
        edit: async (where) => {
          const value = await edit(where);
          answer = { value };
          return value;
        },
      })
      .catch(endIfGone);
    staged.current += 1;
    const change: PendingChange = { id: `change-${String(staged.current)}`, description };
    setPending((changes) => [...changes, change]);
    if (answer === undefined) throw new Error(`${description}: the server's answer did not arrive.`);
    return answer.value;
  }

  async function start() {
    const workbench = await initiate.mutateAsync({ locator: record.locator });
    setPending([]);
    setEndedReason(undefined);
    open({ recordId: record.id, locator: record.locator, workbenchID: workbench.workbenchID });
  }

  return {
    open: target !== null,
    /** The open workbench, or `null`. */
    target,
    /** The open workbench; throws when none is open. */
    openTarget,
    pending,
    endedReason,
    start,
    /** Opens a workbench unless one is open already. */
    ensureOpen: async () => {
      if (openedTarget.current === null) await start();
    },
    commit: async () => {
      await commit.mutateAsync(openTarget()).catch(endIfGone);
      end();
    },
    ignore: async () => {
      // A workbench the server no longer has is as good as ignored.
      await ignore.mutateAsync(openTarget()).catch((error: unknown) => {
        if (!isWorkbenchGone(error)) throw error;
      });
      end();
    },
    /**
     * Sends `edit` inside the open workbench and, once the server accepted it, lists it as pending under
     * `description`. A failure is rethrown for the editor to show, and lists nothing.
     */
    stage: async (description: string, edit: RecordEdit): Promise<void> => {
      await sendStaged(description, edit);
    },
    /** `stage`, resolving to the server's answer for the editor to show (a price quote). */
    stageForAnswer: sendStaged,
  };
}

/** The session `useRecordWorkbench` returns. */
export type RecordWorkbenchSession = ReturnType<typeof useRecordWorkbench>;

/**
 * Whether a call made inside a workbench failed because the workbench no longer exists on the server:
 * 404 (never issued, or not ours) or 410 Gone (expired, committed or ignored). The page then ends its
 * session and offers a new one; any other failure (a refused seat, a short balance) keeps it open.
 *
 * @example
 * isWorkbenchGone(new ApiError('Workbench WB-1 has expired', { kind: 'http', status: 410 })) // true
 */
export function isWorkbenchGone(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 404 || error.status === 410);
}
