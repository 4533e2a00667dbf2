import { createFileRoute } from '@tanstack/react-router';
import { OneWaySearchPage } from '../../../flights/OneWaySearchPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/search/')({
  component: function OneWaySearch() {
    usePageTitle(m.page_title_oneway_search());
    return <OneWaySearchPage />;
  },
});
