/**
 * The simulated airline's bookings: kept in memory, each made once (a repeated EchoToken is refused),
 * checked as the airline checks them (the flights fly, the party, birth dates, passports, seats and
 * bags), priced, and either held until a time limit (after which it is expired) or paid from the
 * agency's balance through the sandbox's ledger (`debit` of @comptoir/mock-backend, which refuses a
 * short balance).
 */
import { checkPassengers, formatMoney, type Centimes } from '@comptoir/flight-domain';
import { debit } from '@comptoir/mock-backend';
import type { LowCostBookRequest, LowCostBookResult } from '../client/air-book';
import {
  bundlePrice,
  extrasPrice,
  LOW_COST_AIRLINE,
  NETWORK_AIRPORTS,
  takesSeatAndBags,
  type NetworkAirportCode,
} from '../rules';
import { flightsOn, hash } from './schedule';
import { airlineSeatMap } from './seat-maps';

/** How long the airline holds an unpaid booking. */
const HOLD_MINUTES = 60;

/** A booking as the airline keeps it. */
export interface StoredBooking extends LowCostBookRequest {
  reference: string;
  organizationId: string | null;
  /** Who booked (the agency user). */
  bookedBy: string;
  echoToken: string;
  createdAt: string;
  /** Paid, or held until `timeLimit`. */
  paid: boolean;
  total: Centimes;
  timeLimit: string | null;
}

let bookings: StoredBooking[] = [];

/** Every booking kept, newest first. */
export const storedBookings = (): readonly StoredBooking[] => bookings;

/** Forgets every booking (tests). */
export function clearStoredBookings(): void {
  bookings = [];
}

/** Whether a held booking's time limit has passed at `nowMs`. */
export const isExpired = (booking: StoredBooking, nowMs: number): boolean =>
  !booking.paid && booking.timeLimit !== null && Date.parse(booking.timeLimit) <= nowMs;

/**
 * Releases a booking still held at `nowMs`, as the agent asks the airline to: its time limit becomes
 * now, so it reads as expired and its seats are free. Returns whether it was held.
 */
export function releaseHeldBooking(reference: string, nowMs: number): boolean {
  const booking = bookings.find((candidate) => candidate.reference === reference);
  if (booking === undefined || booking.paid || booking.timeLimit === null || isExpired(booking, nowMs))
    return false;
  booking.timeLimit = new Date(nowMs).toISOString();
  return true;
}

/** The seats taken on a flight by bookings still held or paid. */
export function seatsTaken(flightNumber: string, departure: string, nowMs: number): Set<string> {
  const taken = new Set<string>();
  for (const booking of bookings) {
    if (isExpired(booking, nowMs)) continue;
    booking.flights.forEach((flight, index) => {
      if (flight.flightNumber !== flightNumber || flight.departure !== departure) return;
      for (const extra of booking.extras)
        if (extra.flight === index && extra.seat !== null) taken.add(extra.seat);
    });
  }
  return taken;
}

const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new 6-character reference, deterministic from the bookings so far and unique. */
function nextReference(): string {
  for (let attempt = bookings.length; ; attempt++) {
    let seed = hash(`${LOW_COST_AIRLINE.code}|booking|${String(attempt)}`);
    let reference = '';
    for (let index = 0; index < 6; index++) {
      reference += REFERENCE_LETTERS[seed % REFERENCE_LETTERS.length] ?? 'X';
      seed = Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) >>> 0;
    }
    if (!bookings.some((booking) => booking.reference === reference)) return reference;
  }
}

/** The airline's refusal of a booking: an OTA error code and its text. */
export class BookingRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const refuse = (code: string, text: string): never => {
  throw new BookingRefusal(code, text);
};

/** Whole years between a birth date and a day, both YYYY-MM-DD. */
function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

const countryOf = (code: string) =>
  code in NETWORK_AIRPORTS ? NETWORK_AIRPORTS[code as NetworkAirportCode].country : code;

/** Checks a request as the airline does and prices it; a fault is a `BookingRefusal`. */
function priceRequest(request: LowCostBookRequest, nowMs: number): Centimes {
  const count = (type: string) => request.travellers.filter((traveller) => traveller.type === type).length;
  const party = { ADT: count('ADT'), CNN: count('CNN'), INF: count('INF') };
  if (!checkPassengers({ adt: party.ADT, cnn: party.CNN, inf: party.INF, unn: 0 }).valid)
    refuse('101', 'Children and infants travel with an adult.');
  if (party.INF > party.ADT)
    refuse('101', 'Each infant travels on the lap of an adult: one infant per adult.');
  const lastDay =
    request.flights
      .map((flight) => flight.departure.slice(0, 10))
      .sort()
      .at(-1) ?? '';
  let total = 0;
  request.flights.forEach((flight, index) => {
    const scheduled = flightsOn(flight.from, flight.to, flight.departure.slice(0, 10)).find(
      (candidate) =>
        candidate.flightNumber === flight.flightNumber && candidate.departure === flight.departure,
    );
    if (scheduled === undefined)
      return refuse(
        '322',
        `${flight.flightNumber} does not leave ${flight.from} at ${flight.departure.replace('T', ' ')}.`,
      );
    if (scheduled.seatsLeft < party.ADT + party.CNN)
      refuse('323', `${flight.flightNumber} has not enough seats left.`);
    total += bundlePrice(scheduled.adultFare, flight.bundle, party).total;
    const international = countryOf(flight.from) !== countryOf(flight.to);
    const seatMap = airlineSeatMap(
      flight.flightNumber,
      flight.departure,
      flight.bundle,
      seatsTaken(flight.flightNumber, flight.departure, nowMs),
    );
    const seats = seatMap.decks.flatMap((deck) => deck.rows.flatMap((row) => row.seats));
    const chosen = new Set<string>();
    for (const [traveller, person] of request.travellers.entries()) {
      const name = `${person.givenName} ${person.surname}`;
      if (international && person.passport === undefined)
        refuse('140', `${name} needs a passport on an international flight.`);
      if (person.passport !== undefined && person.passport.expiry <= lastDay)
        refuse('141', `${name}'s passport expires before the last flight.`);
      if (person.type !== 'ADT') {
        if (person.birthDate === undefined) refuse('142', `${name} needs a date of birth.`);
        const age = ageOn(person.birthDate ?? '', flight.departure.slice(0, 10));
        if (person.type === 'CNN' && (age < 2 || age > 11))
          refuse('143', `${name} is not 2 to 11 years old on ${flight.departure.slice(0, 10)}.`);
        if (person.type === 'INF' && (age < 0 || age >= 2))
          refuse('143', `${name} is not under 2 years old on ${flight.departure.slice(0, 10)}.`);
      }
      const extra = request.extras.find(
        (candidate) => candidate.traveller === traveller && candidate.flight === index,
      );
      if (extra === undefined) continue;
      let price: Centimes | null = null;
      if (extra.seat !== null) {
        const seat = seats.find((candidate) => candidate.code === extra.seat);
        if (seat === undefined || seat.availability === 'occupied' || chosen.has(seat.code))
          refuse('360', `Seat ${extra.seat} on ${flight.flightNumber} is not available.`);
        chosen.add(extra.seat);
        price = seat?.price?.amount ?? 0;
      }
      if (!takesSeatAndBags(person.type) && (extra.bags > 0 || extra.seat !== null))
        refuse('361', `${name}, an infant on a lap, has no seat or bag of their own.`);
      try {
        total += extrasPrice({ type: person.type, bags: extra.bags, seatPrice: price });
      } catch (error) {
        refuse('362', error instanceof Error ? error.message : String(error));
      }
    }
  });
  return total;
}

/**
 * Books a request for an organization, once per EchoToken: held until the time limit, or paid now from
 * the organization's balance. A refusal is a `BookingRefusal` with the airline's code and text.
 */
export function bookFlights(
  request: LowCostBookRequest,
  context: { organizationId: string | null; userId: string; echoToken: string; nowMs: number },
): LowCostBookResult {
  const repeated = bookings.find((booking) => booking.echoToken === context.echoToken);
  if (context.echoToken === '')
    refuse('450', 'The request has no EchoToken: the airline cannot tell a repeat from a new booking.');
  if (repeated !== undefined)
    refuse(
      '321',
      `This request (EchoToken ${context.echoToken}) was already processed: booking ${repeated.reference}.`,
    );
  const total = priceRequest(request, context.nowMs);
  const reference = nextReference();
  if (request.payment === 'balance') {
    if (context.organizationId === null)
      refuse('402', 'No organization to pay from: choose an organization first.');
    try {
      debit(
        context.organizationId ?? '',
        total,
        `${LOW_COST_AIRLINE.name} booking ${reference}`,
        reference,
        context.userId,
      );
    } catch (error) {
      refuse(
        '402',
        error instanceof Error ? error.message : `The balance could not pay ${formatMoney(total)}.`,
      );
    }
  }
  const paid = request.payment === 'balance';
  const timeLimit = paid ? null : new Date(context.nowMs + HOLD_MINUTES * 60_000).toISOString();
  bookings = [
    {
      ...request,
      reference,
      organizationId: context.organizationId,
      bookedBy: context.userId,
      echoToken: context.echoToken,
      createdAt: new Date(context.nowMs).toISOString(),
      paid,
      total,
      timeLimit,
    },
    ...bookings,
  ];
  return { reference, status: paid ? 'paid' : 'held', total, timeLimit };
}
