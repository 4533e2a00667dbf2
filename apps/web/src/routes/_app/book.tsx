import { bookSearchSchema } from '@comptoir/flight-domain';
import { createFileRoute } from '@tanstack/react-router';
import { BookPage } from '../../flights/BookPage';
import { searchRouteError } from '../../flights/SearchRouteError';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../page-title';

/** /book?type=…&params={offerId,productId,identifier} (SPEC §2): a missing part is named on the page. */
export const Route = createFileRoute('/_app/book')({
  validateSearch: bookSearchSchema,
  errorComponent: searchRouteError('oneway'),
  component: function Book() {
    usePageTitle(m.page_title_book());
    const search = Route.useSearch();
    const { offerId, productId, identifier } = search.params;
    return <BookPage key={`${offerId}/${productId}/${identifier}`} search={search} />;
  },
});
