import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept current as the window changes. Answers `false` while rendering
 * on a server, where there is no window. The query is parsed once: React reads the snapshot on every
 * render, and `matchMedia` builds a new list each time it is called.
 *
 * @example
 * const isWide = useMediaQuery(`(min-width: ${SIDE_PANEL_SHEET_MIN_WIDTH_PX}px)`);
 */
export function useMediaQuery(query: string): boolean {
  const list = useMemo(() => (typeof window === 'undefined' ? null : window.matchMedia(query)), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? false,
    () => false,
  );
}
