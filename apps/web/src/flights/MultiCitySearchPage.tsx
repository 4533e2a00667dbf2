import { MultiCitySearchForm } from '@comptoir/ui/search';
import { useNavigate } from '@tanstack/react-router';
import { useSearchFormWiring } from './search-form-wiring';

/** The multi-city form, remembered in local storage, that opens /result/multi-city. */
export function MultiCitySearchPage() {
  const navigate = useNavigate();
  return (
    <MultiCitySearchForm
      {...useSearchFormWiring('multi-city')}
      onSubmit={(search) => void navigate({ to: '/result/multi-city', search })}
    />
  );
}
