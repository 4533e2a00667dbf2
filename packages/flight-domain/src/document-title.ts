import type { MultiCitySearch, OneWaySearch, RoundTripSearch } from './flight-search';

/** The app's name when `VITE_APP_TITLE` is not set. */
export const DEFAULT_APP_TITLE = 'Comptoir';

/**
 * A page's document title: the page, then the app's name, or the app's name alone.
 *
 * @example
 * documentTitle('Reservations', undefined) // 'Reservations · Comptoir'
 * documentTitle(undefined, 'Atlas Back Office') // 'Atlas Back Office'
 */
export function documentTitle(page: string | undefined, appTitle: string | undefined): string {
  const app = appTitle ?? DEFAULT_APP_TITLE;
  return page === undefined ? app : `${page} · ${app}`;
}

/**
 * A search's route in a few characters: `CMN → CDG` one way, `CMN ⇄ CDG` round trip, each flight of a
 * multi-city search in turn.
 *
 * @example
 * searchRouteLabel({ kind: 'roundtrip', search: { from: 'CMN', to: 'CDG' } }) // 'CMN ⇄ CDG'
 */
export function searchRouteLabel(
  search:
    | { kind: 'oneway'; search: Pick<OneWaySearch, 'from' | 'to'> }
    | { kind: 'roundtrip'; search: Pick<RoundTripSearch, 'from' | 'to'> }
    | { kind: 'multi-city'; search: Pick<MultiCitySearch, 'destinations'> },
): string {
  switch (search.kind) {
    case 'oneway':
      return `${search.search.from} → ${search.search.to}`;
    case 'roundtrip':
      return `${search.search.from} ⇄ ${search.search.to}`;
    case 'multi-city':
      return search.search.destinations.map(({ from, to }) => `${from} → ${to}`).join(', ');
  }
}
