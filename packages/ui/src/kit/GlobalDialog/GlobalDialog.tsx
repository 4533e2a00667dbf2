import { FULL_DIALOG_INSET_PX, SIDE_PANEL_CLOSE_LABEL } from '../ui-scales';
import { Dialog, Flex, IconButton } from '@radix-ui/themes';
import { CloseIcon } from '../icons/icons';
import { useOverlayOutlet } from '../overlay-state/use-overlay-outlet';
import { closeDialog, useDialogStore } from './dialog-store';

export interface GlobalDialogProps {
  /** Where the dialog's portal renders. Default: `document.body`. */
  container?: HTMLElement | null;
}

/** Prevents a dismissal (Escape, a click outside) that a non-closable dialog must ignore. */
function preventDismissal(event: Event) {
  event.preventDefault();
}

/**
 * The one outlet of the global modal dialog (SPEC §4): mount it once near the root and drive it with
 * `openDialog` / `closeDialog`. Its width follows the size scale of SPEC §9. A closable dialog closes on
 * Escape, on a click outside and with its close button; a non-closable one only through `closeDialog`.
 * Focus is trapped inside while it is open and returns to the element that had it.
 */
export function GlobalDialog({ container }: GlobalDialogProps) {
  const { isOpen, view, size, closable, title, description, maxWidth, height, hasDescription, returnFocus } =
    useOverlayOutlet(useDialogStore);
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) closeDialog();
      }}
    >
      <Dialog.Content
        container={container}
        data-slot="global-dialog"
        data-size={size}
        data-closable={closable}
        maxWidth={maxWidth}
        {...returnFocus}
        {...(height === undefined
          ? {}
          : {
              height,
              // A full dialog sits at an equal inset from every edge, not in the scrolling padding.
              style: { position: 'fixed', top: FULL_DIALOG_INSET_PX / 2, left: FULL_DIALOG_INSET_PX / 2 },
            })}
        {...(hasDescription ? {} : { 'aria-describedby': undefined })}
        {...(closable ? {} : { onEscapeKeyDown: preventDismissal, onInteractOutside: preventDismissal })}
      >
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>{title}</Dialog.Title>
          {closable ? (
            <Dialog.Close>
              {/* The dialog's close button reads like the side panel's (SPEC §9). */}
              <IconButton variant="ghost" color="gray" aria-label={SIDE_PANEL_CLOSE_LABEL}>
                <CloseIcon />
              </IconButton>
            </Dialog.Close>
          ) : null}
        </Flex>
        {hasDescription ? (
          <Dialog.Description size="2" color="gray" mb="4">
            {description}
          </Dialog.Description>
        ) : null}
        {view}
      </Dialog.Content>
    </Dialog.Root>
  );
}
