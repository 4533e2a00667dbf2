import { Button, Flex } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { closeDialog, openDialog, useDialogStore } from '../GlobalDialog/dialog-store';
import { ErrorCallout } from '../ErrorCallout/ErrorCallout';
import { actionFailureMessage } from './action-failure-message';

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

/** The label of the button that backs out of a confirmation when none is given. */
const DEFAULT_CANCEL_LABEL = 'Cancel';

/** The dialog's buttons and, after a failure, the error. Rendered inside the global dialog. */
function ConfirmActionView({
  confirmLabel,
  cancelLabel = DEFAULT_CANCEL_LABEL,
  onConfirm,
}: Omit<ConfirmActionOptions, 'title' | 'description'>) {
  const [pending, setPending] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  // A ref, not state: two clicks in the same frame both see `pending` false in state.
  const running = useRef(false);

  async function confirm() {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setErrorMessage(null);
    // Escape or a click outside must not hide an action that is still running.
    useDialogStore.setState({ closable: false });
    try {
      await onConfirm();
      running.current = false;
      closeDialog();
    } catch (error) {
      running.current = false;
      setPending(false);
      setErrorMessage(actionFailureMessage(error));
      useDialogStore.setState({ closable: true });
    }
  }

  return (
    <Flex direction="column" gap="4" data-slot="confirm-action">
      <ErrorCallout message={errorMessage} size="1" slot="confirm-action-error" />
      <Flex gap="3" justify="end" wrap="wrap">
        <Button variant="soft" color="gray" disabled={pending} onClick={closeDialog}>
          {cancelLabel}
        </Button>
        {/* High contrast: white on Radix's plain red solid falls short of WCAG AA (3.9:1). */}
        <Button
          color="red"
          highContrast
          loading={pending}
          aria-busy={pending}
          data-slot="confirm-action-confirm"
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
      </Flex>
    </Flex>
  );
}

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
    view: <ConfirmActionView {...view} />,
  });
}
