import type { ReactNode } from 'react';
import { useIdleAfterContent } from './idle-work';

/**
 * Its children once the idle moment after the page's content has come (`useIdleAfterContent`), nothing
 * before: only this component renders again then, not the one that holds it.
 *
 * @example
 * <AfterContent><Suspense fallback={null}><QueueCountBadge /></Suspense></AfterContent>
 */
export function AfterContent({ children }: { children: ReactNode }) {
  return useIdleAfterContent() ? children : null;
}
