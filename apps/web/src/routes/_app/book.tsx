import { bookSearchSchema } from '@comptoir/flight-domain';
import { createFileRoute } from '@tanstack/react-router';
import { BookPage } from '../../flights/BookPage';
import { searchRouteError } from '../../flights/SearchRouteError';
import { pageTitle } from '../../page-title';
import { m } from '@comptoir/ui/i18n/messages';

/** /book?type=…&params={offerId,productId,identifier} (SPEC §2): a missing part is named on the page. */
export const Route = createFileRoute('/_app/book')({
  validateSearch: bookSearchSchema,
  errorComponent: searchRouteError('oneway'),
  head: pageTitle(m.title_book),
  component: function Book() {
    const search = Route.useSearch();
    const { offerId, productId, identifier } = search.params;
    return <BookPage key={`${offerId}/${productId}/${identifier}`} search={search} />;
  },
});
