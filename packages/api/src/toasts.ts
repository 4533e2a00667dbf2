import type { default as toastApi, Toast } from 'react-hot-toast';
import { ApiError, serverMessage } from './http/api-error';
import { GENERIC_ERROR_MESSAGE, GENERIC_SUCCESS_MESSAGE, loadOnce } from '@comptoir/flight-domain';

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

type ToastApi = typeof toastApi;

/** react-hot-toast once loaded: from then on a toast is raised at once, as it was before the split. */
let loadedToast: ToastApi | undefined;

/**
 * react-hot-toast, out of the first load but fetched as soon as the app starts, alongside the
 * first paint (the toast outlet, `AppToaster`, loads the same module): a toast raised before it has
 * arrived waits for it, one raised later shows at once.
 */
const loadToast = loadOnce(() =>
  import('react-hot-toast').then((module) => {
    loadedToast = module.default;
    return module.default;
  }),
);
void loadToast();

/** Raises a toast through react-hot-toast's store: at once when it is there, else once it has loaded. */
function raise(show: (toast: ToastApi) => Toast['id']): Promise<void> {
  if (loadedToast) {
    show(loadedToast);
    return Promise.resolve();
  }
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
