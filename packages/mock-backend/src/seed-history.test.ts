import {
  PERMISSION_MESSAGES,
  reservationSchema,
  reservationSummarySchema,
  ticketListItemSchema,
  ticketSchema,
  TICKET_LIFECYCLE_STATUSES,
  TICKET_STATUSES,
  ticketStatusTone,
} from '@comptoir/flight-domain';
import { afterAll, describe, expect, it } from 'vitest';
import { letterCode, seededRandom } from './random';
import { balanceOf, db, resetSandboxDatabase, seedActor, setSandboxClock, SEED_ORGANIZATIONS } from './index';
import { callSandbox } from './test-client';
import { bookFirst } from './test-flows';
import type { SeedUserId } from './seed';

const NOW = Date.parse('2026-11-20T10:30:00Z');
const DAY_MS = 86_400_000;
setSandboxClock(() => NOW);
afterAll(() => {
  setSandboxClock(undefined);
});

const MEMBERS = {
  org_casablanca: 'usr_casa_member',
  org_marrakech: 'usr_rak_member',
  org_paris: 'usr_paris_member',
} as const satisfies Record<(typeof SEED_ORGANIZATIONS)[number]['id'], SeedUserId>;

function organizationRecords(organizationId: string) {
  resetSandboxDatabase();
  const reservations = db.reservations.filter((reservation) => reservation.organizationId === organizationId);
  const ids = new Set(reservations.map((reservation) => reservation.id));
  return { reservations, tickets: db.tickets.filter((ticket) => ids.has(ticket.reservationId)) };
}

describe.each(SEED_ORGANIZATIONS.map((organization) => organization.id))(
  'the seeded history of %s',
  (organizationId) => {
    it('has 40+ reservations departing within the last 90 days and the next 120, of every kind', () => {
      const { reservations } = organizationRecords(organizationId);
      expect(reservations.length).toBe(44);
      const departures = reservations.map((reservation) =>
        Date.parse(reservation.itinerary[0]?.segments[0]?.departure.at ?? ''),
      );
      expect(Math.min(...departures)).toBeGreaterThanOrEqual(NOW - 90 * DAY_MS);
      expect(Math.max(...departures)).toBeLessThanOrEqual(NOW + 121 * DAY_MS);
      expect(departures.filter((at) => at < NOW).length).toBeGreaterThanOrEqual(10);
      expect(departures.filter((at) => at > NOW).length).toBeGreaterThanOrEqual(20);
      expect(new Set(reservations.map((reservation) => reservation.contentKind))).toEqual(
        new Set(['GDS', 'NDC']),
      );
      expect(new Set(reservations.map((reservation) => reservation.status))).toEqual(
        new Set(['booked', 'ticketed', 'partially-ticketed', 'cancelled']),
      );
      expect(new Set(reservations.map((reservation) => reservation.itinerary.length))).toEqual(
        new Set([1, 2, 3]),
      );
      const sizes = reservations.map((reservation) => reservation.travelers.length);
      expect(Math.min(...sizes)).toBe(1);
      expect(Math.max(...sizes)).toBe(9);
      const types = new Set(
        reservations.flatMap((reservation) =>
          reservation.travelers.map((traveler) => traveler.passengerType),
        ),
      );
      expect(types).toEqual(new Set(['ADT', 'CNN', 'INF']));
      for (const part of ['osiRemarks', 'specialServices', 'seats', 'ancillaries'] as const)
        expect(
          reservations.filter((reservation) => reservation[part].length > 0).length,
          part,
        ).toBeGreaterThanOrEqual(3);
      // Every record was made before the seed's day, so a booking made now is the newest.
      for (const reservation of reservations)
        expect(Date.parse(reservation.createdAt)).toBeLessThan(NOW - DAY_MS);
    });

    it('has 25+ tickets in every SPEC §4 status and unknown ones, GDS and NDC, with exchanges and voids', () => {
      const { reservations, tickets } = organizationRecords(organizationId);
      expect(tickets.length).toBeGreaterThanOrEqual(25);
      const statuses = new Set(tickets.map((ticket) => ticket.status));
      for (const status of [...TICKET_STATUSES, ...TICKET_LIFECYCLE_STATUSES])
        expect(statuses).toContain(status);
      expect(ticketStatusTone('refunded')).toBe('neutral');
      const kinds = new Set(
        tickets.map(
          (ticket) =>
            reservations.find((reservation) => reservation.id === ticket.reservationId)?.contentKind,
        ),
      );
      expect(kinds).toEqual(new Set(['GDS', 'NDC']));
      // An exchanged ticket's replacement flies the same route on another date.
      const exchanged = tickets.find((ticket) => ticket.status === 'exchanged');
      const replacement = tickets.find(
        (ticket) =>
          ticket.reservationId === exchanged?.reservationId &&
          ticket.travelerId === exchanged.travelerId &&
          ticket.itinerary !== undefined,
      );
      expect(replacement?.status).toBe('ticketed');
      for (const ticket of tickets) expect(Date.parse(ticket.issuedAt)).toBeLessThan(NOW);
    });

    it('debits what ticketing would have debited, and the ledger sums to the opening balance', () => {
      const { reservations } = organizationRecords(organizationId);
      const entries = db.ledger.filter((entry) => entry.organizationId === organizationId);
      let running = 0;
      for (const entry of entries) {
        running += entry.amount;
        expect(entry.balanceAfter).toBe(running);
        expect(entry.balanceAfter).toBeGreaterThanOrEqual(0);
      }
      expect(running).toBe(balanceOf(organizationId));
      const opening = SEED_ORGANIZATIONS.find(
        (organization) => organization.id === organizationId,
      )?.openingBalance;
      expect(balanceOf(organizationId)).toBe((opening ?? 0) * 100);
      for (const reservation of reservations.filter((candidate) => candidate.ticketIds.length > 0)) {
        const debit = entries.find((entry) =>
          entry.description.startsWith(`Tickets for ${reservation.locator} `),
        );
        const ancillaries = reservation.ancillaries.reduce((sum, ancillary) => sum + ancillary.price, 0);
        expect(debit?.amount).toBe(-(reservation.pricing.total.total + ancillaries));
      }
      for (const ticket of db.tickets.filter((candidate) => candidate.status === 'voided'))
        if (reservations.some((reservation) => reservation.id === ticket.reservationId))
          expect(entries.find((entry) => entry.reference === ticket.number)?.amount).toBe(ticket.price.total);
    });

    it("answers its member with its own records only, and refuses another organization's", async () => {
      resetSandboxDatabase();
      const member = seedActor(MEMBERS[organizationId]);
      const list = await callSandbox('GET', '/reservations', { actor: member, query: { limit: 100 } });
      const page = list.body as { items: { id: string }[]; total: number };
      expect(page.total).toBe(
        db.reservations.filter((reservation) => reservation.organizationId === organizationId).length,
      );
      for (const item of page.items) reservationSummarySchema.parse(item);
      const own = new Set(
        db.reservations
          .filter((reservation) => reservation.organizationId === organizationId)
          .map((reservation) => reservation.id),
      );
      expect(page.items.every((item) => own.has(item.id))).toBe(true);
      const tickets = (await callSandbox('GET', '/tickets', { actor: member, query: { limit: 100 } }))
        .body as {
        items: { reservationId: string }[];
        total: number;
      };
      expect(tickets.total).toBeGreaterThanOrEqual(25);
      for (const item of tickets.items)
        expect(own.has(ticketListItemSchema.parse(item).reservationId)).toBe(true);
      const [mine] = db.reservations.filter((reservation) => own.has(reservation.id));
      reservationSchema.parse(
        (await callSandbox('GET', `/reservations/${mine?.id ?? ''}`, { actor: member })).body,
      );
      const foreign = db.reservations.find(
        (reservation) => !own.has(reservation.id) && reservation.ticketIds.length > 0,
      );
      const refusedReservation = await callSandbox('GET', `/reservations/${foreign?.id ?? ''}`, {
        actor: member,
      });
      expect(refusedReservation).toMatchObject({
        status: 403,
        body: { message: PERMISSION_MESSAGES.unknownResource('reservation') },
      });
      const refusedTicket = await callSandbox('GET', `/tickets/${foreign?.ticketIds[0] ?? ''}`, {
        actor: member,
      });
      expect(refusedTicket).toMatchObject({
        status: 403,
        body: { message: PERMISSION_MESSAGES.unknownResource('ticket') },
      });
      // Every seeded ticket decodes, unknown statuses included.
      for (const item of tickets.items.slice(0, 30)) {
        const detail = await callSandbox('GET', `/tickets/${(item as unknown as { id: string }).id}`, {
          actor: member,
        });
        ticketSchema.parse(detail.body);
      }
    });
  },
);

describe('the seed', () => {
  it('is the same for the same clock day, and moves with the clock', () => {
    // The work queues' ticketing deadlines and schedule changes are placed from the clock itself (seed-queues.ts).
    const history = () =>
      JSON.stringify([
        db.reservations.map((reservation) => ({
          ...reservation,
          ticketingDeadline: undefined,
          scheduleChange: undefined,
        })),
        db.tickets,
        db.ledger,
      ]);
    resetSandboxDatabase();
    const first = history();
    setSandboxClock(() => NOW + 3 * 3_600_000);
    resetSandboxDatabase();
    expect(history()).toBe(first);
    setSandboxClock(() => NOW + DAY_MS);
    resetSandboxDatabase();
    const nextDay = db.reservations[0];
    setSandboxClock(() => NOW);
    resetSandboxDatabase();
    expect(Date.parse(nextDay?.createdAt ?? '') - Date.parse(db.reservations[0]?.createdAt ?? '')).toBe(
      DAY_MS,
    );
  });

  it('resets in well under 50 ms once the day is built', () => {
    resetSandboxDatabase();
    const times = Array.from({ length: 11 }, () => {
      const started = performance.now();
      resetSandboxDatabase();
      return performance.now() - started;
    }).sort((a, b) => a - b);
    expect(times[5]).toBeLessThan(50);
  });

  it('leaves the runtime counters alone: the first booking gets the locator and ids of an empty database', async () => {
    resetSandboxDatabase();
    expect(db.counters).toEqual({ BAL: SEED_ORGANIZATIONS.length });
    const booked = await bookFirst(seedActor('usr_casa_owner'));
    expect(booked.id).toBe('RES-000001');
    expect(booked.locator).toBe(letterCode(seededRandom('locator|1'), 6));
    const runtime = new Set(
      Array.from({ length: 10_000 }, (_, index) =>
        letterCode(seededRandom(`locator|${String(index + 1)}`), 6),
      ),
    );
    const seeded = db.reservations
      .filter((reservation) => reservation.id !== booked.id)
      .map((reservation) => reservation.locator);
    expect(new Set(seeded).size).toBe(seeded.length);
    expect(seeded.filter((locator) => runtime.has(locator))).toEqual([]);
    const ticketed = await callSandbox('POST', `/reservations/${booked.id}/ticket`, {
      actor: seedActor('usr_casa_owner'),
    });
    expect(
      (ticketed.body as { reservation: { tickets: { id: string; number: string }[] } }).reservation
        .tickets[0],
    ).toMatchObject({
      id: 'TKT-000001',
      number: expect.stringMatching(/^\d{3}2400000001$/) as unknown,
    });
  });
});
