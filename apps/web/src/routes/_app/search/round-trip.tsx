import { createFileRoute } from '@tanstack/react-router';
import { RoundTripSearchPage } from '../../../flights/RoundTripSearchPage';
import { pageTitle } from '../../../page-title';
import { m } from '@comptoir/ui/i18n/messages';

export const Route = createFileRoute('/_app/search/round-trip')({
  head: pageTitle(m.title_round_trip_search),
  component: RoundTripSearchPage,
});
