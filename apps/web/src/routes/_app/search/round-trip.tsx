import { createFileRoute } from '@tanstack/react-router';
import { RoundTripSearchPage } from '../../../flights/RoundTripSearchPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/search/round-trip')({
  component: function RoundTripSearch() {
    usePageTitle(m.page_title_roundtrip_search());
    return <RoundTripSearchPage />;
  },
});
