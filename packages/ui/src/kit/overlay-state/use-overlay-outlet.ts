import { useShallow } from 'zustand/react/shallow';
import { overlayDimensions } from './overlay-size';
import type { OverlayState } from './overlay-store';
import { useReturnFocusToOpener } from './use-return-focus';

/** The part of an overlay's state its outlet shows (not `onClose`, which only closing runs). */
type ShownOverlayState = Omit<OverlayState, 'onClose'>;

/**
 * What both global overlay outlets (the dialog and the side panel) read from their store: what is shown,
 * the width and height of its size, whether there is a description, and the focus handlers that return
 * focus to whatever had it when the overlay opened.
 */
export function useOverlayOutlet(useStore: <Shown>(selector: (state: OverlayState) => Shown) => Shown) {
  const shown: ShownOverlayState = useStore(
    useShallow(({ isOpen, view, size, customSize, closable, title, description }) => ({
      isOpen,
      view,
      size,
      customSize,
      closable,
      title,
      description,
    })),
  );
  // A global overlay has no Radix trigger to hand focus back to: remember whatever had focus when it opened.
  const returnFocus = useReturnFocusToOpener();
  return {
    ...shown,
    ...overlayDimensions(shown.size, shown.customSize),
    hasDescription: shown.description !== null && shown.description !== undefined,
    returnFocus,
  };
}
