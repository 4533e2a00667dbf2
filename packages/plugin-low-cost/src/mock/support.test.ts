import {
  advanceSandboxClock,
  countQueue,
  encodeActor,
  ACTOR_HEADER,
  handlers,
  resetSandboxDatabase,
  seedActor,
  setSandboxClock,
  type SandboxActor,
} from '@comptoir/mock-backend';
import { getResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingsOf, resetBookings } from './bookings';
import { queuedHolds } from './holds';
import { resetExchanges } from './message-log';
import { DESK_ANSWER_DELAY_MS, lowCostSupportHandlers, resetSupportRequests } from './support';

const casablanca = seedActor('usr_casa_member');
const paris = seedActor('usr_paris_member');
const OPENED_MS = Date.parse('2026-11-26T10:00:00.000Z');

async function call(
  actor: SandboxActor,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  base = '/api/low-cost',
): Promise<{ status: number; json: unknown }> {
  const request = new Request(`http://sandbox.test${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', [ACTOR_HEADER]: encodeActor(actor) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await getResponse([...handlers, ...lowCostSupportHandlers], request);
  return { status: response?.status ?? 0, json: (await response?.json()) as unknown };
}

beforeEach(() => {
  resetSandboxDatabase();
  resetExchanges();
  resetBookings();
  resetSupportRequests();
  setSandboxClock(() => OPENED_MS);
});
afterEach(() => setSandboxClock(undefined));

/** The organization's seeded booking in this status (bookings.ts: paid, held, expired). */
function seeded(actor: SandboxActor, status: 'paid' | 'held' | 'expired') {
  const booking = bookingsOf(actor.activeOrganizationId).find((candidate) => candidate.status === status);
  if (booking === undefined) throw new Error(`No ${status} booking seeded for ${actor.name}`);
  return booking;
}

describe('the holds queue', () => {
  interface Hold {
    reference: string;
    status: string;
    expiresAt: string;
    release?: string;
  }
  const holds = async (actor: SandboxActor, query = '') =>
    (await call(actor, 'GET', `/holds${query}`)).json as { items: Hold[]; total: number };

  it("lists the organization's held and expired bookings, the earliest time limit first, searched by reference", async () => {
    const held = seeded(casablanca, 'held');
    const expired = seeded(casablanca, 'expired');
    const { items, total } = await holds(casablanca);
    expect(items.map((hold) => [hold.reference, hold.status])).toEqual([
      [expired.reference, 'expired'],
      [held.reference, 'held'],
    ]);
    expect(total).toBe(2);
    // The seed's hold was made 5 minutes before the clock first read it: 55 minutes are left.
    expect(Date.parse(items[1]?.expiresAt ?? '')).toBe(OPENED_MS + 55 * 60_000);
    expect(items[0]?.release).toMatch(/^Released by the airline: the hold expired on .+ UTC with no payment/);
    expect((await holds(casablanca, `?search=${held.reference.toLowerCase()}`)).items).toMatchObject([
      { reference: held.reference },
    ]);
    const theirs = (await holds(paris)).items.map((hold) => hold.reference);
    expect(theirs).not.toContain(held.reference);
    expect(theirs.length).toBe(2);
  });

  it('releases a hold once the sandbox clock passes its time limit, and says so', async () => {
    const held = seeded(casablanca, 'held');
    advanceSandboxClock(54 * 60_000);
    expect((await holds(casablanca)).items.find((hold) => hold.reference === held.reference)).toMatchObject({
      status: 'held',
    });
    advanceSandboxClock(2 * 60_000);
    const released = (await holds(casablanca)).items.find((hold) => hold.reference === held.reference);
    expect(released).toEqual(
      expect.objectContaining({
        status: 'expired',
        release:
          'Released by the airline: the hold expired on 26/11/2026 10:55 UTC with no payment, and its seats are free again.',
      }),
    );
  });
});

describe("the holds queue's assignee and handling", () => {
  interface Hold {
    reference: string;
    status: string;
    assignee: { id: string; name: string } | null;
  }
  const holds = async (actor: SandboxActor, query = '') =>
    ((await call(actor, 'GET', `/holds${query}`)).json as { items: Hold[] }).items;
  const assign = (actor: SandboxActor, reference: string, assigneeId: string | null) =>
    call(actor, 'PUT', `/holds/${reference}/assignee`, { assigneeId });
  const summary = async (actor: SandboxActor) =>
    ((await call(actor, 'GET', '/queues/summary', undefined, '/api')).json as Record<string, unknown>)[
      'low-cost-holds'
    ];
  const casablancaOwner = seedActor('usr_casa_owner');
  // The sandbox's server counts the holds with the agency's queues while it runs; here, this block.
  let uncount: () => void;
  beforeAll(() => {
    uncount = countQueue('low-cost-holds', queuedHolds);
  });
  afterAll(() => {
    uncount();
  });

  it('assigns a hold to a member of its organization, kept for "mine" and the counts; refuses anyone else', async () => {
    const held = seeded(casablanca, 'held');
    expect((await assign(casablancaOwner, held.reference, casablanca.userId)).json).toEqual({
      message: `${held.reference} assigned to ${casablanca.name}.`,
    });
    expect((await holds(casablanca, '?mine=true')).map((hold) => hold.reference)).toEqual([held.reference]);
    expect((await holds(casablancaOwner, '?mine=true')).map((hold) => hold.reference)).toEqual([]);
    expect(await summary(casablanca)).toEqual({ organization: 2, mine: 1 });
    expect(await summary(paris)).toEqual({ organization: 2, mine: 0 });

    expect(await assign(casablancaOwner, held.reference, paris.userId)).toEqual({
      status: 400,
      json: { message: `assigneeId: ${paris.userId} is not a member of the booking's organization` },
    });
    expect(await assign(paris, held.reference, paris.userId)).toEqual({
      status: 403,
      json: { message: 'You are not allowed to access resource: low-cost-hold' },
    });
    expect((await call(paris, 'POST', `/holds/${held.reference}/handled`)).status).toBe(403);
    expect((await assign(casablanca, 'ZZZZZZ', null)).status).toBe(404);
    expect((await holds(casablanca)).find((hold) => hold.reference === held.reference)?.assignee).toEqual({
      id: casablanca.userId,
      name: casablanca.name,
    });
  });

  it('handling a hold still held releases it (its seats free, nothing paid); a released one is only marked; both leave the queue and its count', async () => {
    const held = seeded(casablanca, 'held');
    const expired = seeded(casablanca, 'expired');
    expect((await call(casablanca, 'POST', `/holds/${held.reference}/handled`)).json).toEqual({
      message: `${held.reference} released: the airline freed its seats, and it leaves the queue.`,
    });
    expect(
      bookingsOf(casablanca.activeOrganizationId).find((b) => b.reference === held.reference)?.status,
    ).toBe('expired');
    expect((await call(casablanca, 'POST', `/holds/${expired.reference}/handled`)).json).toEqual({
      message: `${expired.reference} handled: it leaves the queue.`,
    });
    expect(await holds(casablanca)).toEqual([]);
    expect(await summary(casablanca)).toEqual({ organization: 0, mine: 0 });
    expect((await holds(paris)).length).toBe(2);
  });
});

describe('the XML messages the backend kept', () => {
  it("lists the organization's messages by booking reference, by day or by text, newest first, paged", async () => {
    const paid = seeded(casablanca, 'paid');
    const all = await call(casablanca, 'GET', '/xml-messages');
    expect(all.json).toMatchObject({
      total: bookingsOf(casablanca.activeOrganizationId).length,
      page: 1,
      limit: 20,
    });
    const byReference = await call(
      casablanca,
      'GET',
      `/xml-messages?reference=${paid.reference.toLowerCase()}`,
    );
    expect(byReference.json).toMatchObject({
      total: 1,
      items: [
        { message: 'OTA_AirBookRQ', bookingReference: paid.reference, status: 'success', durationMs: 180 },
      ],
    });
    expect(byReference.json).not.toHaveProperty('items.0.request');
    // Paid three days before the clock's day (bookings.ts).
    expect((await call(casablanca, 'GET', '/xml-messages?date=2026-11-23')).json).toMatchObject({
      items: [{ bookingReference: paid.reference }],
    });
    // Its traveller's passport number is in the request only.
    expect((await call(casablanca, 'GET', '/xml-messages?search=seed00')).json).toMatchObject({
      items: [{ bookingReference: paid.reference }],
    });
    const secondPage = (await call(casablanca, 'GET', '/xml-messages?limit=1&page=2')).json;
    expect(secondPage).toMatchObject({ total: 3, page: 2, limit: 1 });
    expect((secondPage as { items: unknown[] }).items).toHaveLength(1);
    // Another organization's booking is not among this one's messages.
    const parisReference = seeded(paris, 'held').reference;
    expect((await call(casablanca, 'GET', `/xml-messages?reference=${parisReference}`)).json).toMatchObject({
      total: 0,
    });
    expect((await call(casablanca, 'GET', '/xml-messages?date=26-11-2026')).status).toBe(400);
  });

  it("gives one message in full, refuses another organization's with SPEC §6's denial, and an unknown one", async () => {
    const { reference } = seeded(paris, 'held');
    const parisPage = (await call(paris, 'GET', `/xml-messages?reference=${reference}`)).json as {
      items: { id: string }[];
    };
    const id = parisPage.items[0]?.id ?? '';
    const own = await call(paris, 'GET', `/xml-messages/${id}`);
    expect(own.json).toMatchObject({ bookingReference: reference });
    expect((own.json as { request: string }).request).toContain('<OTA_AirBookRQ');
    expect((own.json as { response: string }).response).toContain(`ID="${reference}"`);
    expect(await call(casablanca, 'GET', `/xml-messages/${id}`)).toEqual({
      status: 403,
      json: { message: 'You are not allowed to access resource: low-cost-xml-message' },
    });
    expect((await call(casablanca, 'GET', '/xml-messages/xml_999999')).status).toBe(404);
  });
});

describe('support requests on a booking', () => {
  const draft = () => ({
    bookingReference: seeded(casablanca, 'held').reference.toLowerCase(),
    category: 'baggage',
    subject: 'Add a checked bag',
    message: 'The passenger needs a 23 kg bag on the outbound flight.',
  });

  it('opens a request on a booking of the organization, which the desk answers after its delay and the agent closes', async () => {
    const opened = await call(casablanca, 'POST', '/support-requests', draft());
    expect(opened.json).toMatchObject({
      bookingReference: seeded(casablanca, 'held').reference,
      status: 'open',
      answer: null,
      openedBy: casablanca.name,
    });
    const { id } = opened.json as { id: string };
    expect((await call(casablanca, 'GET', '/support-requests')).json).toMatchObject([{ id, status: 'open' }]);

    setSandboxClock(() => OPENED_MS + DESK_ANSWER_DELAY_MS);
    const answered = await call(casablanca, 'GET', `/support-requests/${id}`);
    expect(answered.json).toMatchObject({
      status: 'answered',
      answer: { answeredAt: '2026-11-26T10:02:00.000Z' },
    });
    expect((answered.json as { answer: { text: string } }).answer.text).toContain('Basic: 1 under-seat bag');

    expect((await call(casablanca, 'POST', `/support-requests/${id}/close`)).json).toMatchObject({
      status: 'closed',
    });
    expect(await call(casablanca, 'POST', `/support-requests/${id}/close`)).toEqual({
      status: 409,
      json: { message: 'This support request is already closed.' },
    });
    expect((await call(paris, 'GET', `/support-requests/${id}`)).status).toBe(403);
    expect((await call(paris, 'GET', '/support-requests')).json).toEqual([]);
  });

  it("refuses an unknown booking reference, another organization's booking, and a bad field, keeping nothing", async () => {
    expect(
      await call(casablanca, 'POST', '/support-requests', { ...draft(), bookingReference: 'AAAAAA' }),
    ).toEqual({
      status: 404,
      json: { message: 'No Argana Air booking AAAAAA in your organization: check the reference.' },
    });
    expect(
      (
        await call(casablanca, 'POST', '/support-requests', {
          ...draft(),
          bookingReference: seeded(paris, 'held').reference,
        })
      ).status,
    ).toBe(404);
    expect(await call(casablanca, 'POST', '/support-requests', { ...draft(), message: 'Bag' })).toEqual({
      status: 400,
      json: { message: 'message: Tell the airline what is needed, in at least 10 characters.' },
    });
    expect((await call(casablanca, 'GET', '/support-requests')).json).toEqual([]);
  });
});
