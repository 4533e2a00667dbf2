/**
 * Seat maps from the sandbox, for the stories of the seat choice. Not part of the package's API.
 */
import { generateOffers, seatMapFor } from '@comptoir/mock-backend';
import {
  NO_MARKUP,
  oneWaySearchSchema,
  seatMapSchema,
  type PassengerCounts,
  type SeatMap,
} from '@comptoir/flight-domain';

/**
 * The seat map of the sandbox's first CMN → CDG offer on 7 March 2026 for these passengers, its first
 * flight flown by the aircraft type `equipment`, parsed as the API client would, with its one segment.
 * Deterministic (seeded).
 *
 * @example
 * const { segment } = sandboxSeatMap({ adt: 2, cnn: 1, inf: 0, unn: 0 }, 'AT7');
 */
export function sandboxSeatMap(
  passengers: PassengerCounts,
  equipment: string,
): { seatMap: SeatMap; segment: SeatMap['segments'][number] } {
  const search = oneWaySearchSchema.parse({ ...passengers, from: 'CMN', to: 'CDG', date: '2026-03-07' });
  const [offer] = generateOffers({ kind: 'oneway', ...search }, () => NO_MARKUP, 'org_casablanca');
  const flown = (offer?.legs ?? []).slice(0, 1).map((leg) => ({
    ...leg,
    segments: leg.segments.slice(0, 1).map((segment) => ({ ...segment, equipment })),
  }));
  const seatMap = seatMapSchema.parse(seatMapFor(flown));
  const [segment] = seatMap.segments;
  if (segment === undefined) throw new Error(`The sandbox generated no seat map on ${equipment}`);
  return { seatMap, segment };
}
