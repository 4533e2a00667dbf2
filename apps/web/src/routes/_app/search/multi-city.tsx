import { createFileRoute } from '@tanstack/react-router';
import { MultiCitySearchPage } from '../../../flights/MultiCitySearchPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/search/multi-city')({
  component: function MultiCitySearch() {
    usePageTitle(m.page_title_multi_city_search());
    return <MultiCitySearchPage />;
  },
});
