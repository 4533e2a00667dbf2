import { MultiCitySearchForm } from '@comptoir/ui/search';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSearchFormWiring } from './search-form-wiring';
import { submitSearch } from './submit-search';

/** The multi-city form, remembered in local storage, that opens /result/multi-city. */
export function MultiCitySearchPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <MultiCitySearchForm
      {...useSearchFormWiring('multi-city')}
      onSubmit={(search) => {
        submitSearch(queryClient, { kind: 'multi-city', search }, () =>
          navigate({ to: '/result/multi-city', search }),
        );
      }}
    />
  );
}
