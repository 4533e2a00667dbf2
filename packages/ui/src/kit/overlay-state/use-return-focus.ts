import { useMemo, useRef } from 'react';

/**
 * Focus handlers for a global overlay. A global dialog or panel has no trigger of its own to hand focus
 * back to, so it remembers whatever held focus when it opened and returns focus there when it closes
 * (if that element is still in the page).
 */
export function useReturnFocusToOpener() {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      onOpenAutoFocus: (event: Event) => {
        const focused = (event.currentTarget as HTMLElement).ownerDocument.activeElement;
        opener.current = focused instanceof HTMLElement ? focused : null;
      },
      onCloseAutoFocus: (event: Event) => {
        if (opener.current?.isConnected) {
          event.preventDefault();
          opener.current.focus();
        }
        opener.current = null;
      },
    }),
    [],
  );
}
