import { OneWaySearchForm } from '@comptoir/ui/search';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSearchFormWiring } from './search-form-wiring';
import { submitSearch } from './submit-search';

/**
 * The one-way form, remembered in local storage, that opens /result with the search in the URL. Also the
 * home page's quick search.
 */
export function OneWaySearchPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <OneWaySearchForm
      {...useSearchFormWiring('oneway')}
      onSubmit={(search) => {
        submitSearch(queryClient, { kind: 'oneway', search }, () => navigate({ to: '/result', search }));
      }}
    />
  );
}
