import type { TripType } from '@comptoir/flight-domain';
import { onIdleAfterContent } from '@comptoir/ui/kit';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Each kind of search's result page, by route id. */
const RESULT_ROUTES = {
  oneway: '/_app/result/',
  roundtrip: '/_app/result/round-trip',
  'multi-city': '/_app/result/multi-city',
} as const satisfies Record<TripType, string>;

/**
 * On a search page: its result page's code (loader, loading view, component) fetched in the idle moment
 * once the page's content has come, so that a submitted search is sent at once instead of after that code has come. Only the code: the
 * search itself is never sent before the form is. The prices' currency format is made then too: the first
 * use of Intl's currency data loads it, tens of ms at 4× CPU that the offers' first render would pay.
 */
export function useResultsCodeWhenIdle(tripType: TripType) {
  const router = useRouter();
  useEffect(
    () =>
      onIdleAfterContent(() => {
        // A failed fetch is fetched again, and reported, when the results page that needs it opens.
        router.loadRouteChunk(router.routesById[RESULT_ROUTES[tripType]])?.catch(() => undefined);
        import('./currency-format')
          .then(({ currencyFractionDigits }) => currencyFractionDigits())
          .catch(() => undefined);
      }),
    [router, tripType],
  );
}
