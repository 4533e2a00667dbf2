import { createOverlayStore, type OverlayOptions } from '../overlay-state/overlay-store';

const dialog = createOverlayStore({});

/**
 * What `openDialog` takes: the view, its title and the optional fields of SPEC §4.
 *
 * @example
 * const options: DialogOptions = { title: 'Void ticket', view: <VoidTicketForm />, size: 'sm' };
 */
export type DialogOptions = OverlayOptions;

/**
 * The global modal dialog's state (SPEC §4), as a zustand hook. `<GlobalDialog />` renders it.
 *
 * @example
 * const isOpen = useDialogStore((state) => state.isOpen);
 */
export const useDialogStore = dialog.useStore;

/**
 * Opens the global dialog from anywhere: sets `isOpen` and merges the options (see `createOverlayStore`).
 *
 * @example
 * openDialog({ title: 'Cancel reservation', view: <CancelForm />, closable: false });
 */
export const openDialog: (options: DialogOptions) => void = dialog.open;

/**
 * Closes the global dialog: runs `onClose` if present, then sets `isOpen` false and clears the view.
 *
 * @example
 * <Button onClick={closeDialog}>Done</Button>
 */
export const closeDialog: () => void = dialog.close;
