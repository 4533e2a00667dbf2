import toast from 'react-hot-toast';
import { ApiError, GENERIC_ERROR_MESSAGE, serverMessage } from './http/api-error';

/** SPEC §4: what a successful mutation says when the server sends no message. */
export const GENERIC_SUCCESS_MESSAGE = 'Operation completed successfully.';

/** The id of the toast that failed authentication calls and mutations share (SPEC §8). */
export const MUTATION_TOAST_ID = 'mutation-toast';

/** The message to show for anything a call can throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  // better-fetch's errors carry the server's body in `error`.
  const body = typeof error === 'object' && error !== null && 'error' in error ? error.error : undefined;
  const fromBody = serverMessage(body);
  if (fromBody) return fromBody;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return GENERIC_ERROR_MESSAGE;
}

/** SPEC §4: a success toast with the server's message, or the generic one. */
export function showMutationSuccess(data: unknown): void {
  toast.success(serverMessage(data) ?? GENERIC_SUCCESS_MESSAGE);
}

/** SPEC §8: an error toast with the error's message, or the generic one. */
export function showError(error: unknown, options: { id?: string } = {}): void {
  toast.error(errorMessage(error), options);
}
