/**
 * The offer generator's network: which airlines fly which routes, their daily schedules (stable for a
 * route and date), and the itineraries between two airports — direct flights and one-stop connections
 * through the hubs of an airline and its alliance partners — each with its seeded fare.
 */
import { type Airline, AIRLINES } from './data/airlines';
import { type Airport, distanceKm, findAirport } from './data/airports';
import { hashText, seededRandom, type Random } from './random';

export interface Flight {
  airline: Airline;
  number: string;
  from: Airport;
  to: Airport;
  departureMs: number;
  arrivalMs: number;
  minutes: number;
  equipment: string;
}

export interface Itinerary {
  flights: Flight[];
  /** The fare of one adult in economy tier 1, whole MAD, before taxes. */
  baseMad: number;
  taxesMad: number;
  validating: Airline;
}

export const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const MIN_CONNECTION_MINUTES = 50;
export const MAX_CONNECTION_MINUTES = 14 * 60;
const LOW_COST_COUNTRIES = new Set([
  'MA',
  'FR',
  'GB',
  'IE',
  'NL',
  'BE',
  'DE',
  'CH',
  'AT',
  'ES',
  'PT',
  'IT',
  'DK',
  'SE',
  'NO',
  'PL',
  'CZ',
  'HU',
  'MT',
  'LU',
  'GR',
  'HR',
]);

/** Block time of a flight: taxi and climb, then cruise at about 800 km/h. */
function blockMinutes(distance: number): number {
  return Math.round((35 + (distance / 800) * 60) / 5) * 5;
}

function isServedBy(airline: Airline, from: Airport, to: Airport): boolean {
  if (from.cityCode === to.cityCode) return false;
  const distance = distanceKm(from, to);
  if (distance < 150 || distance > airline.rangeKm) return false;
  const fromHub = airline.hubs.includes(from.iataCode);
  const toHub = airline.hubs.includes(to.iataCode);
  if (!fromHub && !toHub) return false;
  const other = fromHub ? to : from;
  if (airline.lowCost)
    return (
      LOW_COST_COUNTRIES.has(other.country.code) &&
      LOW_COST_COUNTRIES.has(fromHub ? from.country.code : to.country.code)
    );
  if (distance > 4_500 && airline.fleet.wide === undefined) return false;
  return other.size >= 2 || other.country.code === airline.country || (fromHub && toHub);
}

function equipmentFor(airline: Airline, distance: number, random: Random): string {
  if (distance > 4_500 && airline.fleet.wide !== undefined) return airline.fleet.wide;
  if (distance < 700 && airline.fleet.regional !== undefined && random.chance(0.6))
    return airline.fleet.regional;
  if (distance > 2_500 && airline.fleet.wide !== undefined && random.chance(0.25)) return airline.fleet.wide;
  return airline.fleet.narrow;
}

/** The local date of a departure at an airport, as midnight UTC of that date, in ms. */
function dayStartMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** An instant as local time at an airport, with its offset: `2026-12-01T10:05:00+01:00`. */
export function localTimestamp(instantMs: number, utcOffsetMinutes: number): string {
  const local = new Date(instantMs + utcOffsetMinutes * MINUTE).toISOString().slice(0, 19);
  const sign = utcOffsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(utcOffsetMinutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  const minutes = String(absolute % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

/** The day's flights of one airline on one route: stable for the route and date. */
function schedule(airline: Airline, from: Airport, to: Airport, date: string): Flight[] {
  const random = seededRandom(`schedule|${airline.code}|${from.iataCode}|${to.iataCode}|${date}`);
  const distance = distanceKm(from, to);
  const busy = (from.size + to.size) / 2;
  const maxDaily = distance > 6_000 ? 2 : Math.round(busy * busy * (airline.lowCost ? 0.5 : 0.9));
  const count = random.int(Math.ceil(maxDaily / 2), Math.max(1, maxDaily));
  const minutes = blockMinutes(distance) + random.int(0, 3) * 5;
  const routeNumber = 100 + (hashText(`${airline.code}${from.iataCode}${to.iataCode}`) % 800) * 2;
  const flights: Flight[] = [];
  for (let index = 0; index < count; index += 1) {
    const slot =
      (count === 1 ? random.int(7, 20) : 6 + Math.floor(((index + random.next()) * 16) / count)) * 60;
    const departureLocal = slot + random.int(0, 11) * 5;
    const departureMs = dayStartMs(date) + (departureLocal - from.country.utcOffsetMinutes) * MINUTE;
    flights.push({
      airline,
      number: `${airline.code}${String(routeNumber + index * 10 + (index % 2))}`,
      from,
      to,
      departureMs,
      arrivalMs: departureMs + minutes * MINUTE,
      minutes,
      equipment: equipmentFor(airline, distance, random),
    });
  }
  return flights;
}

export function sameAlliance(first: Airline, second: Airline): boolean {
  return first.code === second.code || (first.alliance !== 'none' && first.alliance === second.alliance);
}

function fareOf(flights: Flight[], validating: Airline, seed: string): { baseMad: number; taxesMad: number } {
  const random = seededRandom(`fare|${seed}`);
  const distance = flights.reduce((sum, flight) => sum + distanceKm(flight.from, flight.to), 0);
  const demand = 0.8 + random.next() * 0.6;
  const lowCost = validating.lowCost ? 0.6 : 1;
  const connecting = flights.length > 1 ? 0.88 : 1;
  const baseMad = Math.round((300 + distance * 0.5) * demand * lowCost * connecting);
  const taxesMad = Math.round(180 + distance * 0.06 + flights.length * 95);
  return { baseMad, taxesMad };
}

/**
 * Every itinerary from one airport to another on a date: direct flights and one-stop connections (none
 * when `directOnly`, which spares a direct-only search the work of connecting).
 */
export function itinerariesBetween(
  from: Airport,
  to: Airport,
  date: string,
  maxConnection: number,
  directOnly = false,
): Itinerary[] {
  const itineraries: Itinerary[] = [];
  for (const airline of AIRLINES) {
    if (!isServedBy(airline, from, to)) continue;
    for (const flight of schedule(airline, from, to, date)) {
      itineraries.push({
        flights: [flight],
        validating: airline,
        ...fareOf([flight], airline, flight.number + date),
      });
    }
  }
  if (directOnly) return itineraries;
  const direct = distanceKm(from, to);
  const seen = new Set<string>();
  for (const owner of AIRLINES) {
    if (owner.lowCost) continue;
    for (const hubCode of owner.hubs) {
      const hub = findAirport(hubCode);
      if (hub === undefined || hub.cityCode === from.cityCode || hub.cityCode === to.cityCode) continue;
      if (distanceKm(from, hub) + distanceKm(hub, to) > direct * (direct < 800 ? 3 : 2)) continue;
      const firstCarriers = AIRLINES.filter(
        (airline) => !airline.lowCost && sameAlliance(owner, airline) && isServedBy(airline, from, hub),
      );
      const secondCarriers = AIRLINES.filter(
        (airline) => !airline.lowCost && sameAlliance(owner, airline) && isServedBy(airline, hub, to),
      );
      if (!firstCarriers.includes(owner) && !secondCarriers.includes(owner)) continue;
      const firsts = firstCarriers.flatMap((airline) => schedule(airline, from, hub, date));
      const nextDay = new Date(dayStartMs(date) + DAY).toISOString().slice(0, 10);
      const seconds = secondCarriers.flatMap((airline) => [
        ...schedule(airline, hub, to, date),
        ...schedule(airline, hub, to, nextDay),
      ]);
      for (const first of firsts) {
        for (const second of seconds) {
          const layover = (second.departureMs - first.arrivalMs) / MINUTE;
          if (layover < MIN_CONNECTION_MINUTES || layover > maxConnection) continue;
          const key = `${first.number}|${second.number}|${String(second.departureMs)}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const flights = [first, second];
          const validating =
            distanceKm(first.from, first.to) >= distanceKm(second.from, second.to)
              ? first.airline
              : second.airline;
          itineraries.push({ flights, validating, ...fareOf(flights, validating, key + date) });
        }
      }
    }
  }
  return itineraries;
}
