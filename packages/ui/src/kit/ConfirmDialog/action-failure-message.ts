import { m } from '../../i18n/paraglide/messages.js';

/**
 * The message of a failed action, for staff to read; a failure without one says to try again. In a
 * module of its own: forms and the header's locator field show it without loading the dialog.
 */
export function actionFailureMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return m.kit_action_failed();
}
