import { RESULT_ROUTES, type TripType } from '@comptoir/flight-domain';
import { useCallback } from 'react';
import { useNextPageCodeWhenIdle } from '../next-page-code';

/** The decoding of a search's answer made ready, its worker started: code that comes with the searches. */
const prepareDecoding = (tripType: TripType) => {
  import('./search-decoding')
    .then(({ prepareSearchDecoding }) => {
      prepareSearchDecoding(tripType);
    })
    .catch(() => undefined);
};

/**
 * On a search form's page: its result page's code (loader, loading view, component) fetched in the idle
 * moment once the page's content has come, so that a submitted search is sent at once instead of after
 * that code has come. Only the code: the search itself is never sent before the form is. And the search's
 * answer's decoding is made ready, its worker started: the answer is then decoded as it comes, rather than
 * after the worker that the search's call would start (docs/decisions/0073).
 */
export function useResultsCodeWhenIdle(tripType: TripType) {
  const alsoWhenIdle = useCallback(() => prepareDecoding(tripType), [tripType]);
  useNextPageCodeWhenIdle([RESULT_ROUTES[tripType]], alsoWhenIdle);
}
