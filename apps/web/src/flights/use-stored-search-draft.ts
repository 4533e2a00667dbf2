import { restoreSearchDraft, searchDraftStorageKey, type TripType } from '@comptoir/flight-domain';
import {
  EMPTY_SEARCH_DRAFTS,
  type MultiCitySearchDraft,
  type OneWaySearchDraft,
  type RoundTripSearchDraft,
} from '@comptoir/ui/search';
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';

/** The draft each search form holds, by trip type. */
interface SearchDrafts {
  oneway: OneWaySearchDraft;
  roundtrip: RoundTripSearchDraft;
  'multi-city': MultiCitySearchDraft;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage switched off by the browser: the form simply starts empty.
    return null;
  }
}

function writeStorage(key: string, text: string) {
  try {
    localStorage.setItem(key, text);
  } catch {
    // Full or switched-off storage: the search still works, it is only not remembered.
  }
}

/**
 * A search form's draft, remembered in local storage per product key and restored on return; what was
 * stored and no longer fits the form is dropped rather than breaking it. The setter is React's own, so
 * the form's functional updates are applied in turn; each draft they lead to is then stored, so what is
 * stored is always the draft on screen.
 */
export function useStoredSearchDraft<Type extends TripType>(
  tripType: Type,
): [SearchDrafts[Type], Dispatch<SetStateAction<SearchDrafts[Type]>>] {
  const key = searchDraftStorageKey(tripType);
  const [draft, setDraft] = useState<SearchDrafts[Type]>(() =>
    restoreSearchDraft<SearchDrafts[Type]>(EMPTY_SEARCH_DRAFTS[tripType], readStorage(key)),
  );
  // The draft as restored is not written back: only what staff change is.
  const restored = useRef(draft);
  useEffect(() => {
    if (draft !== restored.current) writeStorage(key, JSON.stringify(draft));
  }, [key, draft]);
  return [draft, setDraft];
}
