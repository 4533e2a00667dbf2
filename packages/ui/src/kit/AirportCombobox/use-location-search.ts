import { LOCATION_SEARCH, type LocationSuggestion } from '@comptoir/flight-domain';
import { useEffect, useRef, useState } from 'react';
import type { AirportFieldValue } from './airport-field';
import type { LocationSearchState } from './AirportComboboxFrame';
import { m } from '../../i18n/paraglide/messages.js';

type LoadState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'ready'; query: string; options: LocationSuggestion[] }
  | { status: 'error'; query: string; message: string };

function errorMessage(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

/**
 * The locations matching what was typed in an airport field (SPEC §5: 2 characters at least), loaded
 * `debounceMs` after the last keystroke; a late answer to an older query is dropped.
 */
export function useLocationSearch(
  value: AirportFieldValue,
  loadOptions: (query: string) => Promise<LocationSuggestion[]>,
  debounceMs: number,
): LocationSearchState {
  const [load, setLoad] = useState<LoadState>({ status: 'idle' });
  const latest = useRef(0);
  // Only typed text is searched: the label of a chosen location is not a query.
  const trimmed = value.code === '' ? value.text.trim() : '';
  const tooShort = trimmed.length > 0 && trimmed.length < LOCATION_SEARCH.minQueryLength;

  useEffect(() => {
    if (trimmed.length < LOCATION_SEARCH.minQueryLength) return;
    const request = ++latest.current;
    const timer = setTimeout(() => {
      setLoad({ status: 'loading', query: trimmed });
      loadOptions(trimmed).then(
        (found) => {
          if (request === latest.current) setLoad({ status: 'ready', query: trimmed, options: found });
        },
        (reason: unknown) => {
          if (request === latest.current)
            setLoad({ status: 'error', query: trimmed, message: errorMessage(reason) });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
    };
  }, [trimmed, loadOptions, debounceMs]);

  const options = load.status === 'ready' ? load.options : [];
  let status: string | null = null;
  if (tooShort) status = m.search_airport_too_short({ count: LOCATION_SEARCH.minQueryLength });
  else if (load.status === 'loading') status = m.search_airport_searching();
  else if (load.status === 'error') status = m.search_airport_failed({ message: load.message });
  else if (load.status === 'ready' && options.length === 0)
    status = m.search_airport_none({ query: load.query });
  return {
    options,
    loading: load.status === 'loading',
    status: trimmed.length > 0 ? status : null,
    failed: load.status === 'error' && !tooShort,
  };
}
