import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept current as the window changes. Answers `false` while rendering
 * on a server, where there is no window.
 *
 * @example
 * const isWide = useMediaQuery(`(min-width: ${SIDE_PANEL_SHEET_MIN_WIDTH_PX}px)`);
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
