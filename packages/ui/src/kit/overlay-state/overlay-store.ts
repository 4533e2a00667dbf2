import { DEFAULT_DIALOG_SIZE, type DialogSize } from '../ui-scales';
import type { ReactNode } from 'react';
import { create } from 'zustand';
import type { OverlayCustomSize } from './overlay-size';

/**
 * What opening a global overlay (the dialog or the side panel) takes. Every field but `view` and
 * `title` is optional.
 */
export interface OverlayOptions {
  /** What the overlay shows. */
  view: ReactNode;
  /** The overlay's heading; it also names the overlay for assistive technology. */
  title: ReactNode;
  /** A sentence under the title, announced with it. Default: none. */
  description?: ReactNode;
  /** One of the sizes of SPEC §9. Default: `md` (`DEFAULT_DIALOG_SIZE`). */
  size?: DialogSize;
  /** The size when `size` is `custom`: px, or a CSS length. */
  customSize?: OverlayCustomSize;
  /** Whether Escape, a click outside and the close button close it. Default: `true`. */
  closable?: boolean;
  /** Runs when the overlay closes, before its view is cleared. */
  onClose?: () => void;
}

/** The state of SPEC §4 "Modal dialog state": whether it is open, and the options it was opened with. */
export interface OverlayState {
  isOpen: boolean;
  view: ReactNode;
  size: DialogSize;
  customSize: OverlayCustomSize | undefined;
  closable: boolean;
  onClose: (() => void) | undefined;
  title: ReactNode;
  description: ReactNode;
}

const CLOSED_OVERLAY: OverlayState = {
  isOpen: false,
  view: null,
  size: DEFAULT_DIALOG_SIZE,
  customSize: undefined,
  closable: true,
  onClose: undefined,
  title: null,
  description: null,
};

/**
 * A global overlay's store with the semantics of SPEC §4, and the two functions that drive it from
 * anywhere (inside or outside React):
 * - `open(options)` sets `isOpen` and merges the options into the state. An overlay opened while closed
 *   starts from the defaults, so one dialog's `onClose`, `closable` or size never leaks into the next;
 *   opening again while open merges into what is shown (to change its title or size, say).
 * - `close()` runs `onClose` if present, then sets `isOpen` false and clears the view. Closing a closed
 *   overlay does nothing, and an `onClose` that closes again does not run twice.
 *
 * @example
 * const dialog = createOverlayStore({});
 * dialog.open({ title: 'Cancel reservation', view: <CancelForm />, size: 'sm' });
 * dialog.close();
 */
export function createOverlayStore<Extra extends object>(extraDefaults: Extra) {
  type State = OverlayState & Extra;
  const initialState: State = { ...CLOSED_OVERLAY, ...extraDefaults };
  const useStore = create<State>()(() => initialState);
  let closing = false;

  function open(options: OverlayOptions & Partial<Extra>): void {
    useStore.setState((state) => ({ ...(state.isOpen ? state : initialState), ...options, isOpen: true }));
  }

  function close(): void {
    const { isOpen, onClose } = useStore.getState();
    if (!isOpen || closing) return;
    closing = true;
    try {
      onClose?.();
    } finally {
      closing = false;
      useStore.setState({ isOpen: false, view: null } as Partial<State>);
    }
  }

  return { useStore, open, close };
}
