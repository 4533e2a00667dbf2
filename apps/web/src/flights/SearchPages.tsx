import type { TripType } from '@comptoir/flight-domain';
import { MultiCitySearchForm, OneWaySearchForm, RoundTripSearchForm } from '@comptoir/ui/search';
import { useNavigate } from '@tanstack/react-router';
import { useLoadLocations } from './use-load-locations';
import { useStoredSearchDraft } from './use-stored-search-draft';

/** What every search form is given by the app: its draft remembered in local storage, and the airports. */
function useSearchFormWiring<Type extends TripType>(tripType: Type) {
  const [value, onChange] = useStoredSearchDraft(tripType);
  return { value, onChange, loadLocations: useLoadLocations() };
}

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
