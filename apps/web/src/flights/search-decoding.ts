/**
 * The decoding of a search's answer made ready, loaded on use by the search pages' idle callback
 * (`use-results-code-when-idle.ts`): the searches' code holds it, a search page's first load does not.
 */
export { prepareSearchDecoding } from '@comptoir/api';
