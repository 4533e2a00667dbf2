/**
 * The prices' currency format, loaded on use by the search pages' idle callback
 * (`use-results-code-when-idle.ts`): the results' code holds it, a search page's first load does not.
 */
export { currencyFractionDigits } from '@comptoir/flight-domain';
