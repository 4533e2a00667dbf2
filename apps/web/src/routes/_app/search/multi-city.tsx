import { createFileRoute } from '@tanstack/react-router';
import { MultiCitySearchPage } from '../../../flights/MultiCitySearchPage';
import { pageTitle } from '../../../page-title';
import { m } from '@comptoir/ui/i18n/messages';

export const Route = createFileRoute('/_app/search/multi-city')({
  head: pageTitle(m.title_multi_city_search),
  component: MultiCitySearchPage,
});
