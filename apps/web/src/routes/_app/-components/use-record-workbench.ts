import {
  ApiError,
  isWorkbenchGone,
  useCommitWorkbench,
  useIgnoreWorkbench,
  useInitiateWorkbench,
  useWorkbenchEdit,
  type RecordKind,
  type WorkbenchTarget,
} from '@comptoir/api';
import { confirmLeaveWorkbench, useWorkbenchSession } from '@comptoir/ui/records';
import { useBlocker } from '@tanstack/react-router';
import { useRef, useState } from 'react';

/** An edit's call, given where it applies. */
type EditCall = (target: WorkbenchTarget) => Promise<unknown>;

/** The record a workbench edits: a reservation or a ticket, by id, and the locator it is opened for. */
export interface WorkbenchRecordRef {
  kind: RecordKind;
  id: string;
  locator: string;
}

/**
 * The workbench of one reservation or ticket (SPEC §4 "Workbench flow"): initiated for its locator, every edit
 * staged inside it and listed as pending, then committed (the record refetched) or ignored. A call that
 * finds the workbench gone on the server (expired, unknown) ends the session with the server's message;
 * leaving the page with pending changes asks first (the ui's `Workbench` warns on reload and close).
 */
export function useRecordWorkbench(record: WorkbenchRecordRef) {
  const [target, setTarget] = useState<WorkbenchTarget | null>(null);
  // Read by the calls: a call made right after `start()` in the same handler sees the new workbench.
  const openedTarget = useRef<WorkbenchTarget | null>(null);
  const [endedReason, setEndedReason] = useState<string>();
  const session = useWorkbenchSession();
  const initiate = useInitiateWorkbench();
  const commit = useCommitWorkbench(record.kind);
  const ignore = useIgnoreWorkbench(record.kind);
  const edit = useWorkbenchEdit(record.kind, ({ send, ...where }: WorkbenchTarget & { send: EditCall }) =>
    send(where),
  );

  useBlocker({
    shouldBlockFn: async () => !(await confirmLeaveWorkbench(session.pending.length)),
    disabled: target === null || session.pending.length === 0,
    enableBeforeUnload: false,
  });

  function open(next: WorkbenchTarget | null) {
    openedTarget.current = next;
    setTarget(next);
  }

  function end(reason?: string) {
    session.clear();
    open(null);
    setEndedReason(reason);
  }

  /** Ends the session when the workbench is gone, then rethrows for the caller to show. */
  function endIfGone(error: unknown): never {
    if (isWorkbenchGone(error)) end(error instanceof ApiError ? error.message : undefined);
    throw error;
  }

  function openTarget(): WorkbenchTarget {
    if (openedTarget.current === null) throw new Error('Start editing to open a workbench first.');
    return openedTarget.current;
  }

  async function start() {
    const workbench = await initiate.mutateAsync({ locator: record.locator });
    session.clear();
    setEndedReason(undefined);
    open({ locator: record.locator, workbenchID: workbench.workbenchID });
  }

  return {
    open: target !== null,
    target,
    openTarget,
    pending: session.pending,
    endedReason,
    start,
    /** Opens a workbench unless one is open already. */
    ensureOpen: async () => {
      if (openedTarget.current === null) await start();
    },
    commit: async () => {
      const { workbenchID } = openTarget();
      await commit.mutateAsync({ workbenchID, recordId: record.id }).catch(endIfGone);
      end();
    },
    ignore: async () => {
      const { workbenchID } = openTarget();
      // A workbench the server no longer has is as good as ignored.
      await ignore.mutateAsync({ workbenchID }).catch((error: unknown) => {
        if (!isWorkbenchGone(error)) throw error;
      });
      end();
    },
    /** Sends one edit inside the open workbench and lists it as pending once the server accepted it. */
    stage: (description: string, send: EditCall) =>
      session.stage(description, () => edit.mutateAsync({ ...openTarget(), send })).catch(endIfGone),
  };
}
