import { RESULT_ROUTES, type TripType } from '@comptoir/flight-domain';
import { useNextPageCodeWhenIdle } from '../next-page-code';

/** The prices' currency format: the first use of Intl's currency data loads it. */
const prepareCurrencyFormat = () => {
  import('./currency-format')
    .then(({ currencyFractionDigits }) => currencyFractionDigits())
    .catch(() => undefined);
};

/**
 * On a search form's page: its result page's code (loader, loading view, component) fetched in the idle
 * moment once the page's content has come, so that a submitted search is sent at once instead of after
 * that code has come. Only the code: the search itself is never sent before the form is. The prices'
 * currency format is made then too: the first use of Intl's currency data loads it, tens of ms at 4× CPU
 * that the offers' first render would pay.
 */
export function useResultsCodeWhenIdle(tripType: TripType) {
  useNextPageCodeWhenIdle([RESULT_ROUTES[tripType]], prepareCurrencyFormat);
}
