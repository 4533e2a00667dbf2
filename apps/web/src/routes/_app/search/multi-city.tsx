import { createFileRoute } from '@tanstack/react-router';
import { MultiCitySearchPage } from '../../../flights/MultiCitySearchPage';
import { useResultsCodeWhenIdle } from '../../../flights/use-results-code-when-idle';
import { pageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/search/multi-city')({
  head: pageTitle('Multi-city search'),
  component: function SearchPage() {
    useResultsCodeWhenIdle('multi-city');
    return <MultiCitySearchPage />;
  },
});
