import { OneWaySearchForm } from '@comptoir/ui/search';
import { useNavigate } from '@tanstack/react-router';
import { useSearchFormWiring } from './search-form-wiring';

/**
 * The one-way form, remembered in local storage, that opens /result with the search in the URL. Also the
 * home page's quick search.
 */
export function OneWaySearchPage() {
  const navigate = useNavigate();
  return (
    <OneWaySearchForm
      {...useSearchFormWiring('oneway')}
      onSubmit={(search) => void navigate({ to: '/result', search })}
    />
  );
}
