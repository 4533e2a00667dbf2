import { createFileRoute } from '@tanstack/react-router';
import { OneWaySearchPage } from '../../../flights/OneWaySearchPage';
import { useResultsCodeWhenIdle } from '../../../flights/use-results-code-when-idle';
import { pageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/search/')({
  head: pageTitle('One-way search'),
  component: function SearchPage() {
    useResultsCodeWhenIdle('oneway');
    return <OneWaySearchPage />;
  },
});
