/**
 * The offers' list with its filters and sorts (the virtual list, Radix's slider, checkboxes and toggle
 * group: about 35 KiB gzip) as a chunk of its own, not part of a results page's first load.
 * The results page's loading view starts fetching it while the search runs; `ResultsView` waits for it
 * behind that same loading view. The bundler fetches a module once, whoever asks first.
 */
export const loadOfferResults = () => import('./OfferResults');
