/**
 * The plugin's calls to the airline through the agency's backend (`POST /api/low-cost/ota`, README), and
 * their TanStack Query options. Every failure is an `ApiError` (one path to the toast, SPEC §8): the
 * airline's refusal with its own text, an unreadable answer saying what is wrong with it.
 */
import { ApiError, appClient, NEVER_CACHED } from '@comptoir/api';
import { formatDate, loadOnce } from '@comptoir/flight-domain';
import { queryOptions } from '@tanstack/react-query';
import {
  airlinePassengers,
  LOW_COST_AIRLINE,
  resultsLeg,
  type BundlePrice,
  type ChosenFlight,
  type FareBundleCode,
  type LowCostBookingSearch,
  type LowCostResultsSearch,
} from '../rules';
import {
  readLowFareSearchRS,
  writeLowFareSearchRQ,
  type LowFareOffer,
  type LowFareSearchCriteria,
} from './low-fare-search';
import type { LowCostBookRequest, LowCostBookResult } from './air-book';
import { AirlineMessageError, AirlineRefusal } from './ota-xml';
import type { LowCostSeatMap, SeatMapCriteria } from './seat-map';

// The booking's and the seat map's messages are written and read by modules fetched with their first
// call: the results and booking pages paint with the search's messages only (decision 0053).
const loadAirBook = loadOnce(() => import('./air-book'));
const loadSeatMap = loadOnce(() => import('./seat-map'));

/** The airline's API under the backend's /api. */
export const LOW_COST_OTA_CALL = '/low-cost/ota';

/** Turns what reading an airline answer threw into the api's one error type. */
function toAirlineApiError(error: unknown, answer: string): unknown {
  const call = `POST ${LOW_COST_OTA_CALL}`;
  if (error instanceof AirlineRefusal)
    return new ApiError(error.message, { kind: 'http', status: 200, body: answer, call, cause: error });
  if (error instanceof AirlineMessageError)
    return new ApiError(`The airline's answer could not be read. ${error.message}`, {
      kind: 'decode',
      body: answer,
      call,
      cause: error,
    });
  return error;
}

/**
 * Searches the airline's flights for the chosen day and the days around it (`criteria.windowDays`).
 *
 * @example
 * const offers = await searchLowFares({ from: 'RAK', to: 'ORY', date: '2026-12-18', windowDays: 3, passengers: { ADT: 1, CNN: 0, INF: 0 } });
 */
export async function searchLowFares(
  criteria: LowFareSearchCriteria,
  signal?: AbortSignal,
): Promise<LowFareOffer[]> {
  const request = writeLowFareSearchRQ(criteria, header(`lfs-${crypto.randomUUID()}`));
  return exchange(request, signal, (answer) => readLowFareSearchRS(answer).offers);
}

/** A message's header: its echo token, written now. */
const header = (echoToken: string) => ({ echoToken, timeStamp: new Date().toISOString() });

/** Sends one request to the airline and reads its answer; every failure an `ApiError`. */
async function exchange<Result>(
  request: string,
  signal: AbortSignal | undefined,
  read: (answer: string) => Result,
): Promise<Result> {
  const answer = await appClient().postText(LOW_COST_OTA_CALL, request, {
    contentType: 'application/xml',
    signal,
  });
  try {
    return read(answer);
  } catch (error) {
    throw toAirlineApiError(error, answer);
  }
}

/** A flight's seat map, seats priced for the bundle booked (`OTA_AirSeatMapRQ`). */
export async function fetchSeatMap(criteria: SeatMapCriteria, signal?: AbortSignal): Promise<LowCostSeatMap> {
  const { readSeatMapRS, writeSeatMapRQ } = await loadSeatMap();
  return exchange(writeSeatMapRQ(criteria, header(`seat-${crypto.randomUUID()}`)), signal, (answer) =>
    readSeatMapRS(answer, LOW_COST_AIRLINE.code),
  );
}

/**
 * Books with the airline (`OTA_AirBookRQ`). `echoToken` is the booking attempt's idempotency key: the
 * airline refuses a second request with the same one, so a repeated send cannot book twice.
 */
export async function bookLowCostFlights(
  request: LowCostBookRequest,
  echoToken: string,
): Promise<LowCostBookResult> {
  const { readAirBookRS, writeAirBookRQ } = await loadAirBook();
  return exchange(writeAirBookRQ(request, header(echoToken)), undefined, readAirBookRS);
}

/** Days searched each side of the chosen one: the results' 7-day low-fare calendar. */
const CALENDAR_WINDOW = 3;

/**
 * What the results page asks the airline: the leg it lists (outbound, or the return once the outbound is
 * picked), the 7 days around its day, the party.
 *
 * @example
 * lowFareCriteriaFor({ from: 'RAK', to: 'ORY', date: '2026-12-18', adt: 1, cnn: 0, inf: 0, unn: 0 })
 * // { from: 'RAK', to: 'ORY', date: '2026-12-18', windowDays: 3, passengers: { ADT: 1, CNN: 0, INF: 0 } }
 */
export function lowFareCriteriaFor(search: LowCostResultsSearch): LowFareSearchCriteria {
  const { from, to, date } = resultsLeg(search);
  return { from, to, date, windowDays: CALENDAR_WINDOW, passengers: airlinePassengers(search) };
}

/** A flight picked in the results, as the airline offers it now, in its bundle. */
export interface ChosenOffer extends LowFareOffer {
  bundle: FareBundleCode;
  /** The bundle's price for the party. */
  price: BundlePrice;
}

/**
 * The flights of a booking link as the airline offers them now (each day searched again): a flight no
 * longer offered is an error saying so.
 */
async function findChosenOffers(search: LowCostBookingSearch, signal?: AbortSignal): Promise<ChosenOffer[]> {
  const passengers = airlinePassengers(search);
  const legs: [ChosenFlight, string, string][] = [[search.outbound, search.from, search.to]];
  if (search.inbound !== undefined) legs.push([search.inbound, search.to, search.from]);
  return Promise.all(
    legs.map(async ([chosen, from, to]) => {
      const date = chosen.departure.slice(0, 10);
      const offers = await searchLowFares({ from, to, date, windowDays: 0, passengers }, signal);
      const offer = offers.find(
        (candidate) =>
          candidate.flightNumber === chosen.flightNumber && candidate.departure === chosen.departure,
      );
      const price = offer?.bundles.find((bundle) => bundle.bundle === chosen.bundle);
      if (offer === undefined || price === undefined)
        throw new Error(
          `${chosen.flightNumber} on ${formatDate(date)} is no longer offered: choose another flight.`,
        );
      return { ...offer, bundle: chosen.bundle, price };
    }),
  );
}

/** Query keys of the plugin, one hierarchy. */
export const lowCostKeys = {
  all: ['low-cost'] as const,
  lowFares: (criteria: LowFareSearchCriteria) => [...lowCostKeys.all, 'low-fares', criteria] as const,
  seatMap: (criteria: SeatMapCriteria) => [...lowCostKeys.all, 'seat-map', criteria] as const,
  chosenOffers: (search: LowCostBookingSearch) => [...lowCostKeys.all, 'chosen-offers', search] as const,
};

export const lowCostQueries = {
  /** Search results are never cached (SPEC §9), like the GDS/NDC searches. */
  lowFares: (criteria: LowFareSearchCriteria) =>
    queryOptions({
      queryKey: lowCostKeys.lowFares(criteria),
      queryFn: ({ signal }) => searchLowFares(criteria, signal),
      ...NEVER_CACHED,
    }),
  /** The flights being booked, priced again (never cached, as search results). */
  chosenOffers: (search: LowCostBookingSearch) =>
    queryOptions({
      queryKey: lowCostKeys.chosenOffers(search),
      queryFn: ({ signal }) => findChosenOffers(search, signal),
      ...NEVER_CACHED,
    }),
  /** Seats change as others book: asked again at every visit, as search results are. */
  seatMap: (criteria: SeatMapCriteria) =>
    queryOptions({
      queryKey: lowCostKeys.seatMap(criteria),
      queryFn: ({ signal }) => fetchSeatMap(criteria, signal),
      ...NEVER_CACHED,
    }),
};
