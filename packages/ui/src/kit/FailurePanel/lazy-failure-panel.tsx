import { loadOnce } from '@comptoir/flight-domain';
import { lazy, Suspense } from 'react';
import type { FailurePanelProps } from './FailurePanel';

const loadFailurePanel = loadOnce(() => import('./FailurePanel').then((module) => module.FailurePanel));
const FailurePanelCode = lazy(async () => ({ default: await loadFailurePanel() }));

/**
 * {@link FailurePanel} where a page's part may fail (a list, a section of a record): its code, with its
 * messages, is fetched when a failure is first shown rather than with the page, whose first paint has
 * none. Once fetched it is drawn at once (`loadOnce`); the first time, the failure shows a moment later.
 */
export function LazyFailurePanel(props: FailurePanelProps) {
  return (
    <Suspense fallback={null}>
      <FailurePanelCode {...props} />
    </Suspense>
  );
}
