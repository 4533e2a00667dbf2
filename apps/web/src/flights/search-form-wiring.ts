import type { TripType } from '@comptoir/flight-domain';
import { useLoadLocations } from './use-load-locations';
import { useStoredSearchDraft } from './use-stored-search-draft';

/** What every search form is given by the app: its draft remembered in local storage, and the airports. */
export function useSearchFormWiring<Type extends TripType>(tripType: Type) {
  const [value, onChange] = useStoredSearchDraft(tripType);
  return { value, onChange, loadLocations: useLoadLocations() };
}
