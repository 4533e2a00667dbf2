import { createFileRoute } from '@tanstack/react-router';
import { OneWaySearchPage } from '../../../flights/OneWaySearchPage';
import { pageTitle } from '../../../page-title';
import { m } from '@comptoir/ui/i18n/messages';

export const Route = createFileRoute('/_app/search/')({
  head: pageTitle(m.title_one_way_search),
  component: OneWaySearchPage,
});
