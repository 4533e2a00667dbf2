/**
 * Generated itineraries as the backend sends them: segments with local times and terminals, legs with
 * their durations, and the route a list shows.
 */
import {
  type CabinClass,
  formatIsoDuration,
  type legSchema,
  type segmentSchema,
} from '@comptoir/flight-domain';
import type { z } from 'zod';
import type { Airport } from './data/airports';
import { type Flight, type Itinerary, localTimestamp, MINUTE } from './offer-network';
import type { Random } from './random';

type LegWire = z.input<typeof legSchema>;
type SegmentWire = z.input<typeof segmentSchema>;

function segmentWire(
  flight: Flight,
  cabin: CabinClass,
  bookingClass: string,
  fareBasis: string,
  random: Random,
): SegmentWire {
  const terminal = (airport: Airport) =>
    airport.size === 3 ? random.pick(['1', '2', '2E', '3']) : undefined;
  const departureTerminal = terminal(flight.from);
  const arrivalTerminal = terminal(flight.to);
  return {
    id: segmentIdOf(flight),
    carrier: { code: flight.airline.code, name: flight.airline.name },
    flightNumber: flight.number,
    departure: {
      airport: flight.from.iataCode,
      airportName: flight.from.name,
      city: flight.from.city,
      country: flight.from.country.code,
      ...(departureTerminal === undefined ? {} : { terminal: departureTerminal }),
      at: localTimestamp(flight.departureMs, flight.from.country.utcOffsetMinutes),
    },
    arrival: {
      airport: flight.to.iataCode,
      airportName: flight.to.name,
      city: flight.to.city,
      country: flight.to.country.code,
      ...(arrivalTerminal === undefined ? {} : { terminal: arrivalTerminal }),
      at: localTimestamp(flight.arrivalMs, flight.to.country.utcOffsetMinutes),
    },
    duration: formatIsoDuration(flight.minutes),
    equipment: flight.equipment,
    cabin,
    bookingClass,
    fareBasis,
  };
}

/** `AT750-CMNCDG-20261201`: a flight on a date, the key of its seat map. */
function segmentIdOf(flight: Flight): string {
  return `${flight.number}-${flight.from.iataCode}${flight.to.iataCode}-${new Date(flight.departureMs).toISOString().slice(0, 10).replaceAll('-', '')}`;
}

export function legWire(
  itinerary: Itinerary,
  cabin: CabinClass,
  classes: readonly string[],
  fareBasis: string,
  random: Random,
): LegWire {
  const first = itinerary.flights[0];
  const last = itinerary.flights.at(-1);
  if (first === undefined || last === undefined) throw new Error('An itinerary has at least one flight');
  return {
    segments: itinerary.flights.map((flight, index) =>
      segmentWire(flight, cabin, classes[index] ?? classes[0] ?? 'Y', fareBasis, random),
    ),
    duration: formatIsoDuration((last.arrivalMs - first.departureMs) / MINUTE),
  };
}

/** `CMN-CDG / CDG-CMN`: the route of some legs, as the reservation list shows it. */
export function routeOf(legs: readonly LegWire[]): string {
  return legs
    .map((leg) => {
      const first = leg.segments[0];
      const last = leg.segments.at(-1);
      return first === undefined || last === undefined
        ? ''
        : `${first.departure.airport}-${last.arrival.airport}`;
    })
    .join(' / ');
}
