/**
 * Parts of reservations and tickets that need no database: coupons, a traveler's fare, ticket numbers,
 * an itinerary moved by days, the ancillaries on sale. The handlers and the seeded history share them.
 */
import { fromCentimes, toCentimes } from '@comptoir/flight-domain';
import { SandboxError } from './context';
import { distanceKm, findAirport } from './data/airports';
import type { PriceLines } from './offer-fares';
import { seededRandom } from './random';
import type { Leg, ReservationRecord, TicketRecord } from './tables';

const DAY_MS = 86_400_000;

/** One open coupon per flight of an itinerary, numbered from 1. */
export function openCoupons(itinerary: readonly Leg[]): TicketRecord['coupons'] {
  return itinerary
    .flatMap((leg) => leg.segments)
    .map((segment, index) => ({
      number: index + 1,
      segmentId: segment.id,
      flight: segment.flightNumber,
      from: segment.departure.airport,
      to: segment.arrival.airport,
      status: 'open' as const,
    }));
}

/** The price of one traveler of a reservation: the per-passenger line of their type. */
export function travelerPrice(reservation: ReservationRecord, passengerType: string): PriceLines {
  const line = reservation.pricing.perPassenger.find(
    (candidate) => candidate.passengerType === passengerType,
  );
  if (line === undefined)
    throw new SandboxError(409, `Reservation ${reservation.locator} has no fare for ${passengerType}`);
  return line.price;
}

/** The ticket number of a serial: the validating carrier's accounting code, then the 10-digit serial. */
export function ticketNumber(carrierCode: string, serial: number): string {
  const accounting = String(100 + (seededRandom(carrierCode).int(0, 899) % 900)).padStart(3, '0');
  return `${accounting}${String(serial).padStart(10, '0')}`;
}

/** Shifts every timestamp of an itinerary by whole days (same flights, another date). */
export function shiftItinerary(itinerary: readonly Leg[], days: number): Leg[] {
  const shift = (at: string) => {
    const offset = at.slice(19);
    const local = new Date(Date.parse(`${at.slice(0, 19)}Z`) + days * DAY_MS).toISOString().slice(0, 19);
    return `${local}${offset}`;
  };
  return itinerary.map((leg) => ({
    ...leg,
    segments: leg.segments.map((segment) => {
      const suffix = segment.id.slice(-8);
      const date = new Date(
        Date.parse(`${suffix.slice(0, 4)}-${suffix.slice(4, 6)}-${suffix.slice(6, 8)}T00:00:00Z`) +
          days * DAY_MS,
      );
      const id = /^\d{8}$/.test(suffix)
        ? `${segment.id.slice(0, -8)}${date.toISOString().slice(0, 10).replaceAll('-', '')}`
        : `${segment.id}+${String(days)}`;
      return {
        ...segment,
        id,
        departure: { ...segment.departure, at: shift(segment.departure.at) },
        arrival: { ...segment.arrival, at: shift(segment.arrival.at) },
      };
    }),
  }));
}

/** The bags and services a carrier sells for each traveler and segment, priced by distance. */
export function ancillaryOffers(reservation: ReservationRecord) {
  return reservation.itinerary
    .flatMap((leg) => leg.segments)
    .flatMap((segment) => {
      const from = findAirport(segment.departure.airport);
      const to = findAirport(segment.arrival.airport);
      const distance = from === undefined || to === undefined ? 1_000 : distanceKm(from, to);
      const bag = Math.round(180 + distance * 0.06);
      return reservation.travelers
        .filter((traveler) => traveler.passengerType !== 'INF')
        .flatMap((traveler) => [
          {
            id: `ANC-${segment.id}-${traveler.id}-BAG23`,
            travelerId: traveler.id,
            segmentId: segment.id,
            type: 'BAG',
            description: 'Checked bag 23 kg',
            price: fromCentimes(toCentimes(bag)),
          },
          {
            id: `ANC-${segment.id}-${traveler.id}-BAG32`,
            travelerId: traveler.id,
            segmentId: segment.id,
            type: 'BAG',
            description: 'Heavy checked bag 32 kg',
            price: fromCentimes(toCentimes(bag + 150)),
          },
          {
            id: `ANC-${segment.id}-${traveler.id}-PRIO`,
            travelerId: traveler.id,
            segmentId: segment.id,
            type: 'PRIORITY',
            description: 'Priority boarding',
            price: fromCentimes(toCentimes(90)),
          },
        ]);
    });
}
