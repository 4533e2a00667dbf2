import { searchForResultPage } from '@comptoir/api';
import { loadOfferResults } from '@comptoir/ui/search';

/**
 * A result page's loader: the search (`searchForResultPage`), and meanwhile the offers' list code, which
 * the page's first render needs: both come at once rather than the code after the answer. A failed fetch
 * of the code is fetched again, and shown, by the page.
 */
export function searchWithOffersCode(
  ...search: Parameters<typeof searchForResultPage>
): ReturnType<typeof searchForResultPage> {
  loadOfferResults().catch(() => undefined);
  return searchForResultPage(...search);
}
