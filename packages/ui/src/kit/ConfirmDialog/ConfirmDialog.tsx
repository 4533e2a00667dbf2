import { lazy, Suspense } from 'react';
import { openDialog } from '../GlobalDialog/dialog-store';

/** What `confirmAction` takes. */
export interface ConfirmActionOptions {
  /** The dialog's heading, e.g. "Cancel reservation ABC123". */
  title: string;
  /** What will happen, announced with the title, e.g. "This cannot be undone.". */
  description: string;
  /** The red button's label, naming the action: "Cancel reservation", "Void ticket". */
  confirmLabel: string;
  /** The button that backs out without doing anything. Default: `Cancel` (`DEFAULT_CANCEL_LABEL`). */
  cancelLabel?: string;
  /**
   * The destructive action. If it returns a promise the dialog waits for it: it closes once the
   * promise resolves and stays open with the error's message if it rejects.
   */
  onConfirm: () => void | Promise<void>;
}

// The dialog's buttons are fetched when a confirmation is first asked for, as the dialog itself is.
const ConfirmActionView = lazy(() =>
  import('./ConfirmActionView').then((module) => ({ default: module.ConfirmActionView })),
);

/**
 * Asks for confirmation before a destructive action (cancel a reservation, void a ticket, ignore a
 * workbench's changes) through the global dialog (`<GlobalDialog />` must be mounted). Nothing runs on
 * Cancel, Escape, a click outside or the close button; the red confirm button runs `onConfirm` once,
 * shows a pending state while its promise is pending (and the dialog cannot be dismissed meanwhile),
 * closes the dialog on success and shows the error's message on failure, leaving the dialog open to
 * retry or cancel.
 *
 * @example
 * confirmAction({
 *   title: 'Void ticket 147-2345678901',
 *   description: 'The ticket will be voided with the airline. This cannot be undone.',
 *   confirmLabel: 'Void ticket',
 *   onConfirm: () => voidTicket.mutateAsync(ticketId),
 * });
 */
export function confirmAction({ title, description, ...view }: ConfirmActionOptions): void {
  openDialog({
    title,
    description,
    size: 'sm',
    closable: true,
    view: (
      <Suspense fallback={null}>
        <ConfirmActionView {...view} />
      </Suspense>
    ),
  });
}
