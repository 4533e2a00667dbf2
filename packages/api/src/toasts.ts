import type { Toast } from 'react-hot-toast';
import { ApiError, GENERIC_ERROR_MESSAGE, serverMessage } from './http/api-error';
import { loadOnce } from './load-once';

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

/**
 * react-hot-toast, loaded with the first toast rather than with the app (issue 27): the app mounts its
 * outlet (`AppToaster`) just after the first paint, which loads the same module, so a toast raised later
 * shows at once; the promise resolves once the toast is in the store.
 */
const loadToast = loadOnce(() => import('react-hot-toast').then((module) => module.default));

/** Raises a toast through react-hot-toast's store, once the module is there. */
function raise(show: (toast: Awaited<ReturnType<typeof loadToast>>) => Toast['id']): Promise<void> {
  return loadToast().then((toast) => {
    show(toast);
  });
}

/** SPEC §4: a success toast with the server's message, or the generic one. */
export function showMutationSuccess(data: unknown): Promise<void> {
  return raise((toast) => toast.success(serverMessage(data) ?? GENERIC_SUCCESS_MESSAGE));
}

/** SPEC §8: an error toast with the error's message, or the generic one. */
export function showError(error: unknown, options: { id?: string } = {}): Promise<void> {
  return raise((toast) => toast.error(errorMessage(error), options));
}
