import { loadOnce } from '@comptoir/flight-domain';
import { lazy, Suspense } from 'react';
import type { OfferUnavailableViewProps } from './OfferUnavailableView';

const loadView = loadOnce(() =>
  import('./OfferUnavailableView').then((module) => module.OfferUnavailableView),
);
const OfferUnavailableViewCode = lazy(async () => ({ default: await loadView() }));

/**
 * {@link OfferUnavailableView} where /book may find its offer gone: its code, with its messages, is
 * fetched when it is shown rather than with the page, whose first paint is the booking form.
 */
export function LazyOfferUnavailableView(props: OfferUnavailableViewProps) {
  return (
    <Suspense fallback={null}>
      <OfferUnavailableViewCode {...props} />
    </Suspense>
  );
}
