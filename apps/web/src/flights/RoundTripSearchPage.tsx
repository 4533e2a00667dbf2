import { RoundTripSearchForm } from '@comptoir/ui/search';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSearchFormWiring } from './search-form-wiring';
import { submitSearch } from './submit-search';

/** The round-trip form, remembered in local storage, that opens /result/round-trip. */
export function RoundTripSearchPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <RoundTripSearchForm
      {...useSearchFormWiring('roundtrip')}
      onSubmit={(search) => {
        submitSearch(queryClient, { kind: 'roundtrip', search }, () =>
          navigate({ to: '/result/round-trip', search }),
        );
      }}
    />
  );
}
