import { lazy, Suspense, useEffect } from 'react';
import { onIdleAfterContent } from '../first-load/idle-work';
import { usePendingIndicator } from './use-pending-indicator';

// The bar itself (Radix's progress: about 1 KiB) shows a second into a navigation at the earliest: its
// code is fetched in the idle moment once the page's content has come, not with the app, or when it shows.
const loadProgressLine = () => import('./ProgressLine');
const ProgressLine = lazy(loadProgressLine);

export interface NavigationProgressBarProps {
  /** Whether a navigation is under way (the router's pending state). */
  isPending: boolean;
  /** What assistive technology announces for the bar. Default: 'Loading page' in the interface's language. */
  label?: string;
}

/**
 * The thin bar across the top of the screen while a navigation is pending (SPEC §2 "A top loading bar
 * shows navigation progress"). It shows only after `ROUTING.pendingMs` (1000 ms) and then stays at least
 * `ROUTING.pendingMinMs` (500 ms), like the router's own pending components.
 *
 * @example
 * const isPending = useRouterState({ select: (state) => state.status === 'pending' });
 * <NavigationProgressBar isPending={isPending} />
 */
export function NavigationProgressBar({ isPending, label }: NavigationProgressBarProps) {
  const visible = usePendingIndicator(isPending);
  // A failed fetch is tried again when the bar is shown, and fails there to the nearest error boundary.
  useEffect(() => onIdleAfterContent(() => void loadProgressLine().catch(() => undefined)), []);
  if (!visible) return null;
  return (
    <div data-slot="navigation-progress-bar" className="fixed inset-x-0 top-0 z-[1000]">
      <Suspense fallback={null}>
        <ProgressLine label={label} />
      </Suspense>
    </div>
  );
}
