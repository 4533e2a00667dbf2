/**
 * A result page's search (SPEC §2: each result page loads through its own search call and never caches):
 * sent by its route's loader, or by the submit of the form that opens the page, which the loader then
 * takes (docs/decisions/0067).
 */
import { FLIGHT_SEARCH_SCHEMAS } from '@comptoir/flight-domain';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { FlightSearchRequest } from '../keys';
import { flightsQueries } from './search-calls';

/** How long a search sent by a form's submit waits for the result page it opens to take it. */
export const SUBMITTED_SEARCH_MAX_AGE_MS = 10_000;

/** The search a form's submit sent, until the loader of the page it opened takes it. */
let submitted:
  { hash: string; answer: ReturnType<typeof searchAnew>; stop: AbortController; sentAt: number } | undefined;

/** The search as its result page's URL holds it (the route's schema, defaults applied), or null. */
function asInTheUrl(request: FlightSearchRequest): FlightSearchRequest | null {
  switch (request.kind) {
    case 'oneway': {
      const read = FLIGHT_SEARCH_SCHEMAS.oneway.safeParse(request.search);
      return read.success ? { kind: 'oneway', search: read.data } : null;
    }
    case 'roundtrip': {
      const read = FLIGHT_SEARCH_SCHEMAS.roundtrip.safeParse(request.search);
      return read.success ? { kind: 'roundtrip', search: read.data } : null;
    }
    case 'multi-city': {
      const read = FLIGHT_SEARCH_SCHEMAS['multi-city'].safeParse(request.search);
      return read.success ? { kind: 'multi-city', search: read.data } : null;
    }
  }
}

/**
 * The search's own query, cancelled when `signal` aborts. An earlier visit's search of the same key still
 * running is cancelled first: it is no answer of this visit.
 */
async function searchAnew(queryClient: QueryClient, request: FlightSearchRequest, signal: AbortSignal) {
  const options = flightsQueries.search(request);
  const filters = { queryKey: options.queryKey, exact: true };
  if (queryClient.getQueryState(options.queryKey)?.fetchStatus === 'fetching')
    await queryClient.cancelQueries(filters);
  signal.throwIfAborted();
  const answer = queryClient.query(options);
  const cancel = () => void queryClient.cancelQueries(filters);
  signal.addEventListener('abort', cancel, { once: true });
  try {
    return await answer;
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

/** Whether the search a submit sent is `hash`'s and still waits for its page. */
const waitsFor = (entry: NonNullable<typeof submitted>, hash: string) =>
  entry.hash === hash && performance.now() - entry.sentAt <= SUBMITTED_SEARCH_MAX_AGE_MS;

/** The search sent by a submit for `hash`, taken once; an older or other one is stopped. */
function takeSubmitted(hash: string) {
  const entry = submitted;
  submitted = undefined;
  if (entry === undefined || waitsFor(entry, hash)) return entry;
  // A page that never opened, or opened for another search: its call is stopped.
  entry.stop.abort();
  return undefined;
}

/**
 * Sends a result page's search as its form is submitted, before the navigation to the page: the loader
 * of that page (`searchForResultPage`) takes it instead of sending its own, so the call leaves with the
 * click rather than after the page's guard, its code and its loading view. The search is read as the
 * page's URL will hold it (its route's schema, defaults applied), so that the loader knows it. A second
 * submit of the same search before the page has taken the first sends nothing more.
 */
export function startSearchOnSubmit(queryClient: QueryClient, request: FlightSearchRequest): void {
  const canonical = asInTheUrl(request);
  // A search the form let through but its page's URL would not hold: the page shows why, and searches.
  if (canonical === null) return;
  const hash = hashKey(flightsQueries.search(canonical).queryKey);
  if (submitted !== undefined && waitsFor(submitted, hash)) return;
  // An earlier submit's search that no page took is stopped.
  takeSubmitted(hash);
  const stop = new AbortController();
  const answer = searchAnew(queryClient, canonical, stop.signal);
  // Its failure is the page's that takes it, not an unhandled rejection meanwhile.
  answer.catch(() => undefined);
  submitted = { hash, answer, stop, sentAt: performance.now() };
}

/**
 * A result page's search, for its route's loader: the one its form's submit sent
 * (`startSearchOnSubmit`), else a new one. A search of an earlier visit still running (the user went back
 * to the form and forward again before it answered) is cancelled, not adopted: its offers are never this
 * visit's answer. Leaving the page (the router aborts `signal`) cancels this visit's search in turn.
 */
export function searchForResultPage(
  queryClient: QueryClient,
  request: FlightSearchRequest,
  signal: AbortSignal,
) {
  const taken = takeSubmitted(hashKey(flightsQueries.search(request).queryKey));
  if (taken === undefined) return searchAnew(queryClient, request, signal);
  // Once answered, its search no longer listens to `stop`: leaving the page then stops nothing.
  signal.addEventListener('abort', () => taken.stop.abort(), { once: true });
  return taken.answer;
}
