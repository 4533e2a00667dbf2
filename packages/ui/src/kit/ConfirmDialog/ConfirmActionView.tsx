import { Button, Flex } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { closeDialog, useDialogStore } from '../GlobalDialog/dialog-store';
import { ErrorCallout } from '../ErrorCallout/ErrorCallout';
import { actionFailureMessage } from './action-failure-message';
import type { ConfirmActionOptions } from './ConfirmDialog';

/** The label of the button that backs out of a confirmation when none is given. */
const DEFAULT_CANCEL_LABEL = 'Cancel';

/** The dialog's buttons and, after a failure, the error. Rendered inside the global dialog. */
export function ConfirmActionView({
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
