/**
 * Argana Air's timetable and fares as the simulated airline computes them: the same flights and prices
 * for a route and day on every run (a hash of route, day and flight, no randomness), on its winter
 * schedule (Morocco, France, Spain, Belgium, Italy, the Netherlands and Germany at UTC+1, the United
 * Kingdom at UTC+0).
 */
import type { Centimes } from '@comptoir/flight-domain';
import type { LowFareOffer } from '../client/low-fare-search';
import {
  bundlePrice,
  FARE_BUNDLE_CODES,
  LOW_COST_AIRLINE,
  NETWORK_AIRPORTS,
  NETWORK_ROUTES,
  type NetworkAirportCode,
  type PassengerCounts,
} from '../rules';

const UTC_OFFSET_MINUTES: Partial<Record<string, number>> = { 'United Kingdom': 0 };
const offsetOf = (code: NetworkAirportCode) => UTC_OFFSET_MINUTES[NETWORK_AIRPORTS[code].country] ?? 60;

/** A stable 32-bit hash of a text (FNV-1a), so every run offers the same flights. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return value;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const addMinutes = (day: string, minutes: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + minutes * 60_000).toISOString().slice(0, 16);

/** Days from `date - window` to `date + window`, YYYY-MM-DD. */
export function windowDays(date: string, window: number): string[] {
  return Array.from({ length: 2 * window + 1 }, (_, index) =>
    addMinutes(date, (index - window) * 24 * 60).slice(0, 10),
  );
}

/** One flight of the timetable on a day, before it is priced for a party. */
export interface ScheduledFlight {
  flightNumber: string;
  from: NetworkAirportCode;
  to: NetworkAirportCode;
  departure: string;
  arrival: string;
  /** The adult Basic fare, before the bundle's supplement and taxes. */
  adultFare: Centimes;
  seatsLeft: number;
}

/** The flights from `from` to `to` on `day`: none when the airline does not fly there (or not that day). */
export function flightsOn(from: string, to: string, day: string): ScheduledFlight[] {
  const index = NETWORK_ROUTES.findIndex(
    (route) =>
      (route.morocco === from && route.europe === to) || (route.morocco === to && route.europe === from),
  );
  const route = NETWORK_ROUTES[index];
  if (route === undefined) return [];
  const outbound = route.morocco === from;
  const [origin, destination] = outbound ? [route.morocco, route.europe] : [route.europe, route.morocco];
  const weekday = (dayNumber(day) + index) % 7;
  const perDay = route.weeklyFlights >= 14 ? 2 : weekday < route.weeklyFlights ? 1 : 0;
  return Array.from({ length: perDay }, (_, slot): ScheduledFlight => {
    const seed = hash(`${from}-${to}-${day}-${String(slot)}`);
    // Departures between 06:00 and 21:55, in 5-minute steps, the second flight of a day after 14:00.
    const departureMinutes = (slot === 0 ? 6 * 60 : 14 * 60) + 5 * (seed % (slot === 0 ? 96 : 84));
    const arrivalMinutes = departureMinutes + route.blockMinutes + offsetOf(destination) - offsetOf(origin);
    // Demand from 0.7 to 1.8 times the route's base fare, rounded to 10 MAD.
    const demand = 0.7 + ((seed >>> 8) % 111) / 100;
    const base = 25_000 + route.blockMinutes * 150;
    return {
      flightNumber: `${LOW_COST_AIRLINE.code} ${String(1000 + index * 20 + slot * 2 + (outbound ? 0 : 1))}`,
      from: origin,
      to: destination,
      departure: addMinutes(day, departureMinutes),
      arrival: addMinutes(day, arrivalMinutes),
      adultFare: Math.round((base * demand) / 1_000) * 1_000,
      seatsLeft: 3 + ((seed >>> 16) % 58),
    };
  });
}

/** A scheduled flight priced in every bundle for the party. */
export function priceFlight(flight: ScheduledFlight, passengers: PassengerCounts): LowFareOffer {
  return {
    flightNumber: flight.flightNumber,
    from: flight.from,
    to: flight.to,
    departure: flight.departure,
    arrival: flight.arrival,
    seatsLeft: flight.seatsLeft,
    bundles: FARE_BUNDLE_CODES.map((bundle) => bundlePrice(flight.adultFare, bundle, passengers)),
  };
}
