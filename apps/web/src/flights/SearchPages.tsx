import { MultiCitySearchForm, OneWaySearchForm, RoundTripSearchForm } from '@comptoir/ui/search';
import { useNavigate } from '@tanstack/react-router';
import { useLoadLocations } from './use-load-locations';
import { useStoredSearchDraft } from './use-stored-search-draft';

/**
 * The one-way form, remembered in local storage, that opens /result with the search in the URL. Also the
 * home page's quick search.
 */
export function OneWaySearchPage() {
  const [draft, setDraft] = useStoredSearchDraft('oneway');
  const loadLocations = useLoadLocations();
  const navigate = useNavigate();
  return (
    <OneWaySearchForm
      value={draft}
      onChange={setDraft}
      loadLocations={loadLocations}
      onSubmit={(search) => void navigate({ to: '/result', search })}
    />
  );
}

/** The round-trip form, remembered in local storage, that opens /result/round-trip. */
export function RoundTripSearchPage() {
  const [draft, setDraft] = useStoredSearchDraft('roundtrip');
  const loadLocations = useLoadLocations();
  const navigate = useNavigate();
  return (
    <RoundTripSearchForm
      value={draft}
      onChange={setDraft}
      loadLocations={loadLocations}
      onSubmit={(search) => void navigate({ to: '/result/round-trip', search })}
    />
  );
}

/** The multi-city form, remembered in local storage, that opens /result/multi-city. */
export function MultiCitySearchPage() {
  const [draft, setDraft] = useStoredSearchDraft('multi-city');
  const loadLocations = useLoadLocations();
  const navigate = useNavigate();
  return (
    <MultiCitySearchForm
      value={draft}
      onChange={setDraft}
      loadLocations={loadLocations}
      onSubmit={(search) => void navigate({ to: '/result/multi-city', search })}
    />
  );
}
