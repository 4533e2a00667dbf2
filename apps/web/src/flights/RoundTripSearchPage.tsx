import { RoundTripSearchForm } from '@comptoir/ui/search';
import { useNavigate } from '@tanstack/react-router';
import { useSearchFormWiring } from './search-form-wiring';

/** The round-trip form, remembered in local storage, that opens /result/round-trip. */
export function RoundTripSearchPage() {
  const navigate = useNavigate();
  return (
    <RoundTripSearchForm
      {...useSearchFormWiring('roundtrip')}
      onSubmit={(search) => void navigate({ to: '/result/round-trip', search })}
    />
  );
}
