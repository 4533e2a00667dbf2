import { loadOnce } from '@comptoir/flight-domain';
import { useRef, useState } from 'react';
import { actionFailureMessage } from '../../kit/ConfirmDialog/action-failure-message';
import type { ConfirmActionOptions } from '../../kit/ConfirmDialog/ConfirmDialog';

// The confirmation's code (the dialog's opener, its buttons) is fetched with the first action that asks.
const loadConfirmAction = loadOnce(() =>
  import('../../kit/ConfirmDialog/ConfirmDialog').then((module) => module.confirmAction),
);

/** A callback of a record page: it may return a promise, which the page waits for. */
export type RecordActionCallback = () => void | Promise<void>;

/**
 * Runs one action of a record page at a time: `running` names the action under way (its button shows
 * it, the others wait), and a failure's message stays in `error` until the next run. `run` rethrows,
 * so a confirmation dialog that awaits it stays open on failure.
 */
export function useRecordAction<Action extends string>() {
  const [running, setRunning] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A ref, not state: two clicks in the same frame both see `running` null in state.
  const busy = useRef(false);

  async function run(action: Action, callback: RecordActionCallback): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setRunning(action);
    setError(null);
    try {
      await callback();
    } catch (failure) {
      setError(actionFailureMessage(failure));
      throw failure;
    } finally {
      busy.current = false;
      setRunning(null);
    }
  }

  /** Runs an action from a button: the failure is shown through `error`, not thrown further. */
  function runFromButton(action: Action, callback: RecordActionCallback): void {
    run(action, callback).catch(() => undefined);
  }

  return { running, error, run, runFromButton, showError: setError };
}

/** What the confirmation of a destructive action says: `confirmAction`'s options but the callback. */
export type RecordActionConfirmation = Omit<ConfirmActionOptions, 'onConfirm'>;

/**
 * The actions of a record page on top of `useRecordAction`: `click(action)` runs the action's callback,
 * or first asks in the global dialog when `confirmations` has an entry for it (the dialog waits for the
 * action and shows its failure, which the page shows too). What the confirmation says and its code come
 * with the first click that asks (`confirmations[action]` resolves to its texts); if they cannot be
 * fetched, the page says why and nothing runs.
 */
export function useConfirmedRecordActions<Action extends string>(
  callbacks: Readonly<Record<Action, RecordActionCallback>>,
  confirmations: Readonly<Partial<Record<Action, () => Promise<RecordActionConfirmation>>>>,
) {
  const { running, error, run, runFromButton, showError } = useRecordAction<Action>();
  function click(action: Action): void {
    const confirmation = confirmations[action];
    if (confirmation === undefined) {
      runFromButton(action, callbacks[action]);
      return;
    }
    Promise.all([loadConfirmAction(), confirmation()]).then(
      ([confirmAction, texts]) => {
        confirmAction({ ...texts, onConfirm: () => run(action, callbacks[action]) });
      },
      (failure: unknown) => {
        showError(actionFailureMessage(failure));
      },
    );
  }
  return { running, error, click };
}
