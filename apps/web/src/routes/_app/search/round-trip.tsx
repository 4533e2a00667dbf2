import { createFileRoute } from '@tanstack/react-router';
import { RoundTripSearchPage } from '../../../flights/RoundTripSearchPage';
import { useResultsCodeWhenIdle } from '../../../flights/use-results-code-when-idle';
import { pageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/search/round-trip')({
  head: pageTitle('Round-trip search'),
  component: function SearchPage() {
    useResultsCodeWhenIdle('roundtrip');
    return <RoundTripSearchPage />;
  },
});
