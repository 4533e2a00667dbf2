import { useCallback, useRef, useState } from 'react';

/** One edit sent inside the open workbench, waiting for the commit. */
export interface PendingChange {
  /** Stable key of the change within the session. */
  readonly id: string;
  /** What the change does, as staff read it: "Add OSI remark VIP PASSENGER". */
  readonly description: string;
}

/**
 * The client-side list of the changes sent inside the open workbench (the backend keeps them pending
 * until commit). `stage(description, send)` runs `send` and, once it succeeds, lists the change; a
 * failure is rethrown (the editor shows it) and lists nothing. `clear()` empties the list after a
 * commit or an ignore. Pure state: the page supplies the calls.
 *
 * @example
 * const session = useWorkbenchSession();
 * <OsiRemarksEditor onAdd={(comments) => session.stage('Add OSI remarks', () => addOsi(target, comments))} />
 */
export function useWorkbenchSession() {
  const [pending, setPending] = useState<readonly PendingChange[]>([]);
  const counter = useRef(0);

  const stage = useCallback(async (description: string, send: () => Promise<unknown>): Promise<void> => {
    await send();
    counter.current += 1;
    const change: PendingChange = { id: `change-${String(counter.current)}`, description };
    setPending((changes) => [...changes, change]);
  }, []);

  const clear = useCallback(() => {
    setPending([]);
  }, []);

  return { pending, stage, clear };
}
