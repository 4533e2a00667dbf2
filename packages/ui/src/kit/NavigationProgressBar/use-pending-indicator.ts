import { ROUTING } from '@comptoir/flight-domain';
import { useEffect, useRef, useState } from 'react';

export interface PendingIndicatorTimings {
  /** How long work must stay pending before the indicator shows. Default: `ROUTING.pendingMs` (1000). */
  delayMs?: number;
  /** How long the indicator stays once shown, even if the work ends sooner. Default: `ROUTING.pendingMinMs` (500). */
  minDurationMs?: number;
}

/**
 * Whether to show a pending indicator for work that is pending now (SPEC §9 "Routing"): it appears only
 * once the work has been pending for `delayMs`, so quick navigations never flash it, and once shown it
 * stays at least `minDurationMs`, so it never blinks. Work that resumes while it is still shown keeps it.
 *
 * @example
 * const visible = usePendingIndicator(router.state.status === 'pending');
 */
export function usePendingIndicator(
  isPending: boolean,
  { delayMs = ROUTING.pendingMs, minDurationMs = ROUTING.pendingMinMs }: PendingIndicatorTimings = {},
): boolean {
  const [visible, setVisible] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    if (isPending && !visible) {
      const show = setTimeout(() => {
        shownAt.current = Date.now();
        setVisible(true);
      }, delayMs);
      return () => clearTimeout(show);
    }
    if (!isPending && visible) {
      const shownFor = Date.now() - shownAt.current;
      const hide = setTimeout(() => setVisible(false), Math.max(0, minDurationMs - shownFor));
      return () => clearTimeout(hide);
    }
    return undefined;
  }, [isPending, visible, delayMs, minDurationMs]);

  return visible;
}
