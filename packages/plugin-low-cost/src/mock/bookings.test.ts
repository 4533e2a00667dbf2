/**
 * Booking with the simulated airline through the plugin's client (msw in node): held or paid from the
 * balance through the sandbox's ledger, once per EchoToken, seats taken, holds expiring, every exchange
 * logged with its booking, and the seeded bookings there from the start.
 */
import { configureApi } from '@comptoir/api';
import {
  balanceOf,
  db,
  nowMs,
  resetSandboxDatabase,
  seedActor,
  setSandboxActor,
  setSandboxClock,
} from '@comptoir/mock-backend';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookLowCostFlights, fetchSeatMap, type LowCostBookRequest } from '../client';
import { bookingsOf, findBooking, resetBookings } from './bookings';
import { lowCostAirlineHandlers } from './handlers';
import { exchangesOf } from './message-log';
import { flightsOn } from './schedule';

const server = setupServer(...lowCostAirlineHandlers);
const agent = seedActor('usr_casa_member');
const ORG = 'org_casablanca';
const NOW = Date.parse('2026-11-25T10:00:00Z');
const [flight] = flightsOn('RAK', 'ORY', '2026-12-18');
if (flight === undefined) throw new Error('RAK-ORY flies twice a day.');
const passport = { number: 'AB123456', country: 'MA', expiry: '2030-01-31' };
const adult = { type: 'ADT', givenName: 'Salma', surname: 'Bennani', passport } as const;
const request: LowCostBookRequest = {
  flights: [{ ...flight, bundle: 'BASIC' }],
  travellers: [
    adult,
    { type: 'INF', givenName: 'Rayan', surname: 'Bennani', birthDate: '2026-02-01', passport },
  ],
  extras: [{ traveller: 0, flight: 0, bags: 1, seat: null }],
  contact: { email: 'salma@example.ma', phone: '+212600000000' },
  payment: 'balance',
};
let token = 0;
const nextToken = () => `book-test-${String(++token)}`;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ backendUrl: 'http://backend.test' });
});
beforeEach(() => {
  setSandboxClock(() => NOW);
  resetSandboxDatabase();
  resetBookings();
  setSandboxActor(agent);
});
afterEach(() => {
  setSandboxClock(undefined);
  server.resetHandlers();
});
afterAll(() => server.close());

const freeSeat = async (bundle: 'BASIC' | 'FLEX') => {
  const seatMap = await fetchSeatMap({
    flightNumber: flight.flightNumber,
    from: flight.from,
    to: flight.to,
    departure: flight.departure,
    bundle,
  });
  const seats = seatMap.decks.flatMap((deck) => deck.rows.flatMap((row) => row.seats));
  const seat = seats.find((candidate) => candidate.availability !== 'occupied');
  if (seat === undefined) throw new Error('A full flight.');
  return { seat, seats };
};

describe('booking with the airline', () => {
  it('pays from the balance through the ledger, once: the same EchoToken is refused', async () => {
    bookingsOf(ORG); // the seed's bookings made (a paid one debited) before the balance is read
    const before = balanceOf(ORG);
    const echo = nextToken();
    const { seat } = await freeSeat('BASIC');
    const paid = await bookLowCostFlights(
      { ...request, extras: [{ traveller: 0, flight: 0, bags: 1, seat: seat.code }] },
      echo,
    );
    expect(paid).toMatchObject({ status: 'paid', timeLimit: null });
    expect(paid.reference).toMatch(/^[A-Z0-9]{6}$/);
    // Basic: the adult's and infant's fares, a bag (150 MAD) and the seat (paid in Basic).
    expect(paid.total).toBeGreaterThan(15_000 + (seat.price?.amount ?? 0));
    expect(balanceOf(ORG)).toBe(before - paid.total);
    expect(db.ledger.at(-1)).toMatchObject({
      reference: paid.reference,
      amount: -paid.total,
      author: agent.userId,
    });

    await expect(bookLowCostFlights(request, echo)).rejects.toMatchObject({
      name: 'ApiError',
      message: `This request (EchoToken ${echo}) was already processed: booking ${paid.reference}.`,
    });
    expect(balanceOf(ORG)).toBe(before - paid.total);
    const { seats } = await freeSeat('BASIC');
    expect(seats.find((candidate) => candidate.code === seat.code)?.availability).toBe('occupied');

    const logged = exchangesOf(ORG).filter((exchange) => exchange.echoToken === echo);
    expect(logged.map((exchange) => [exchange.message, exchange.status, exchange.bookingReference])).toEqual([
      ['OTA_AirBookRQ', 'error', null],
      ['OTA_AirBookRQ', 'success', paid.reference],
    ]);
    expect(findBooking(ORG, paid.reference)).toMatchObject({ status: 'paid', organizationId: ORG });
    expect(findBooking('org_paris', paid.reference)).toBeUndefined();
  });

  it('refuses with a clear message when the balance is short, and books nothing', async () => {
    const opening = db.ledger.find((entry) => entry.organizationId === ORG);
    if (opening === undefined) throw new Error('The seed opens every balance.');
    db.ledger.push({ ...opening, id: 'BAL-DRAIN', amount: -balanceOf(ORG) });
    const count = bookingsOf(ORG).length;
    await expect(bookLowCostFlights(request, nextToken())).rejects.toMatchObject({
      message: expect.stringMatching(
        /^Insufficient balance: Atlas Voyages Casablanca has 0,00\sMAD/,
      ) as unknown,
    });
    expect(bookingsOf(ORG)).toHaveLength(count);
  });

  it('holds unpaid until the time limit, after which the booking is expired and its seat free', async () => {
    const { seat } = await freeSeat('FLEX');
    const held = await bookLowCostFlights(
      {
        ...request,
        flights: [{ ...flight, bundle: 'FLEX' }],
        extras: [{ traveller: 0, flight: 0, bags: 0, seat: seat.code }],
        payment: 'hold',
      },
      nextToken(),
    );
    expect(held).toMatchObject({ status: 'held', timeLimit: '2026-11-25T11:00:00.000Z' });
    expect(findBooking(ORG, held.reference)?.status).toBe('held');
    setSandboxClock(() => NOW + 61 * 60_000);
    expect(findBooking(ORG, held.reference)?.status).toBe('expired');
    const { seats } = await freeSeat('FLEX');
    expect(seats.find((candidate) => candidate.code === seat.code)?.availability).toBe('free');
  });

  it("refuses what the airline would: an infant's bag, a child without a birth date, a missing passport", async () => {
    await expect(
      bookLowCostFlights(
        { ...request, extras: [{ traveller: 1, flight: 0, bags: 1, seat: null }] },
        nextToken(),
      ),
    ).rejects.toMatchObject({
      message: 'Rayan Bennani, an infant on a lap, has no seat or bag of their own.',
    });
    await expect(
      bookLowCostFlights(
        {
          ...request,
          travellers: [adult, { type: 'CNN', givenName: 'Adam', surname: 'B', passport }],
        },
        nextToken(),
      ),
    ).rejects.toMatchObject({ message: 'Adam B needs a date of birth.' });
    const withoutPassport = { type: adult.type, givenName: adult.givenName, surname: adult.surname };
    await expect(
      bookLowCostFlights({ ...request, travellers: [withoutPassport], extras: [] }, nextToken()),
    ).rejects.toMatchObject({ message: 'Salma Bennani needs a passport on an international flight.' });
  });

  it('starts every seeded organization with a paid, a held and an expired booking, the same every run', () => {
    const seeded = bookingsOf(ORG);
    expect(seeded.map((booking) => booking.status).sort()).toEqual(['expired', 'held', 'paid']);
    expect(bookingsOf('org_paris')).toHaveLength(3);
    const references = seeded.map((booking) => booking.reference);
    resetBookings();
    expect(bookingsOf(ORG).map((booking) => booking.reference)).toEqual(references);
    expect(exchangesOf(ORG).every((exchange) => exchange.bookingReference !== null)).toBe(true);
    expect(nowMs()).toBe(NOW);
  });
});
