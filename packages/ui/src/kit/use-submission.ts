import { useRef, useState } from 'react';
import { actionFailureMessage } from './ConfirmDialog/action-failure-message';

interface SubmissionState<Result> {
  pending: boolean;
  /** The failure's message until the next submission. */
  error: string | null;
  /** What the last successful submission answered. */
  result: Result | undefined;
}

/**
 * One form's call to the server: `submit` sends once at a time (a double click or a second Enter while
 * it is on its way sends nothing more), keeps the answer in `result` and a failure's message in `error`.
 */
export function useSubmission<Input, Result>(send: (input: Input) => Promise<Result>) {
  const [state, setState] = useState<SubmissionState<Result>>({
    pending: false,
    error: null,
    result: undefined,
  });
  // A ref, not state: two clicks in the same frame both see `pending` false in state.
  const busy = useRef(false);

  async function submit(input: Input): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setState((previous) => ({ ...previous, pending: true, error: null }));
    try {
      const result = await send(input);
      setState({ pending: false, error: null, result });
    } catch (failure) {
      setState((previous) => ({ ...previous, pending: false, error: actionFailureMessage(failure) }));
    } finally {
      busy.current = false;
    }
  }

  return { ...state, submit: (input: Input) => void submit(input) };
}
