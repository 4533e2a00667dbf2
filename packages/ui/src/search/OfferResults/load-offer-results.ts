import type { OfferResults } from './OfferResults';

let loaded: typeof OfferResults | undefined;

/**
 * The offers' list with its filters and sorts (the virtual list, Radix's slider, checkboxes and toggle
 * group: about 35 KiB gzip) as a chunk of its own, not part of a results page's first load.
 * The loading view fetches it as it shows, while the search runs; `ResultsView` waits for it behind that
 * same loading view. The bundler fetches a module once, whoever asks first.
 */
export const loadOfferResults = () =>
  import('./OfferResults').then((module) => {
    loaded = module.OfferResults;
    return module;
  });

/**
 * The offers' list once its chunk has come (the loading view fetched it while the search ran), else
 * undefined: a page drawn after that renders the list at once, rather than through React's `lazy`, which
 * suspends on its first render even when the chunk is there, commits the loading view, then renders again.
 */
export const loadedOfferResults = () => loaded;
