/**
 * The plugin's calls to the airline through the agency's backend (`POST /api/low-cost/ota`, README), and
 * their TanStack Query options. Every failure is an `ApiError` (one path to the toast, SPEC §8): the
 * airline's refusal with its own text, an unreadable answer saying what is wrong with it.
 */
import { ApiError, appClient } from '@comptoir/api';
import { DATA_FETCHING } from '@comptoir/flight-domain';
import { queryOptions } from '@tanstack/react-query';
import { airlinePassengers, resultsLeg, type LowCostResultsSearch } from '../rules';
import {
  readLowFareSearchRS,
  writeLowFareSearchRQ,
  type LowFareOffer,
  type LowFareSearchCriteria,
} from './low-fare-search';
import { AirlineMessageError, AirlineRefusal } from './ota-xml';

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
  const request = writeLowFareSearchRQ(criteria, {
    echoToken: `lfs-${crypto.randomUUID()}`,
    timeStamp: new Date().toISOString(),
  });
  const answer = await appClient().postText(LOW_COST_OTA_CALL, request, {
    contentType: 'application/xml',
    signal,
  });
  try {
    return readLowFareSearchRS(answer).offers;
  } catch (error) {
    throw toAirlineApiError(error, answer);
  }
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

/** Query keys of the plugin, one hierarchy. */
export const lowCostKeys = {
  all: ['low-cost'] as const,
  lowFares: (criteria: LowFareSearchCriteria) => [...lowCostKeys.all, 'low-fares', criteria] as const,
};

export const lowCostQueries = {
  /** Search results are never cached (SPEC §9), like the GDS/NDC searches. */
  lowFares: (criteria: LowFareSearchCriteria) =>
    queryOptions({
      queryKey: lowCostKeys.lowFares(criteria),
      queryFn: ({ signal }) => searchLowFares(criteria, signal),
      gcTime: DATA_FETCHING.searchResults.gcTimeMs,
      staleTime: DATA_FETCHING.searchResults.staleTimeMs,
    }),
};
