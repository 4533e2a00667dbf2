import type { Segment, Traveler } from '@comptoir/flight-domain';

/**
 * A traveler's name as staff read it, `Amina Alaoui`; the id itself when the traveler is unknown (a
 * record that references someone split off since).
 */
export function travelerDisplayName(travelers: readonly Traveler[], travelerId: string): string {
  const traveler = travelers.find((candidate) => candidate.id === travelerId);
  return traveler === undefined ? travelerId : `${traveler.firstName} ${traveler.lastName}`;
}

/** `U21064 CMN → CDG` for a segment id of the itinerary; the id itself when the segment is unknown. */
export function segmentDisplayName(segments: readonly Segment[], segmentId: string): string {
  const segment = segments.find((candidate) => candidate.id === segmentId);
  return segment === undefined
    ? segmentId
    : `${segment.flightNumber} ${segment.departure.airport} → ${segment.arrival.airport}`;
}
