import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  advanceSandboxClock,
  balanceOf,
  db,
  resetSandboxDatabase,
  seedActor,
  setSandboxClock,
} from '../index';
import { callSandbox, type CallOptions } from '../test-client';

/** A fixed start, so that the seed's deadlines fall at known times from it. */
const START = Date.parse('2026-11-20T09:30:00Z');
const MINUTE_MS = 60_000;

const casablancaOwner = seedActor('usr_casa_owner');
const casablancaMember = seedActor('usr_casa_member');
const marrakechOwner = seedActor('usr_rak_owner');

interface Page<Item> {
  items: Item[];
  page: number;
  limit: number;
  total: number;
}
interface DeadlineItem {
  id: string;
  locator: string;
  status: string;
  ticketingDeadline: string;
  assignee: { id: string; name: string } | null;
  cancellation?: string;
}
interface ScheduleChangeItem {
  id: string;
  previous: { segments: { flightNumber: string; departure: { at: string } }[] }[];
  proposed: { segments: { flightNumber: string; departure: { at: string } }[] }[];
}
interface TicketItem {
  id: string;
  number: string;
  status: string;
  reason?: string;
  retryable: boolean;
}

async function ok<Body>(method: string, path: string, options: CallOptions): Promise<Body> {
  const answer = await callSandbox(method, path, options);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Body;
}

const deadlines = (options: CallOptions) =>
  ok<Page<DeadlineItem>>('GET', '/queues/deadlines', { query: { limit: 100 }, ...options });

beforeEach(() => {
  setSandboxClock(() => START);
  resetSandboxDatabase();
});
afterEach(() => {
  setSandboxClock(undefined);
  resetSandboxDatabase();
});

describe('the ticketing-deadline queue', () => {
  it('holds the organization’s open bookings due within 72 hours or overdue, overdue first then soonest', async () => {
    const { items, total } = await deadlines({ actor: casablancaOwner });
    expect(total).toBe(items.length);
    const times = items.map((item) => Date.parse(item.ticketingDeadline));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.some((time) => time < START)).toBe(true);
    // Casablanca's four open bookings' deadlines from the start: 5 hours ago, in 10 minutes, 3 and 20 hours.
    for (const minutes of [-300, 10, 180, 1200]) expect(times).toContain(START + minutes * MINUTE_MS);
    expect(times.every((time) => time <= START + 72 * 60 * MINUTE_MS)).toBe(true);
    expect(new Set(items.map((item) => item.status))).toEqual(new Set(['booked', 'partially-ticketed']));
    const organizationIds = new Set(
      items.map((item) => db.reservations.find((reservation) => reservation.id === item.id)?.organizationId),
    );
    expect(organizationIds).toEqual(new Set(['org_casablanca']));
  });

  it('shows another organization none of these items, and refuses to act on them', async () => {
    const { items } = await deadlines({ actor: casablancaOwner });
    const theirs = await deadlines({ actor: marrakechOwner });
    const ids = new Set(items.map((item) => item.id));
    expect(theirs.items.length).toBeGreaterThan(0);
    expect(theirs.items.some((item) => ids.has(item.id))).toBe(false);
    const [first] = items;
    const refused = await callSandbox('POST', `/queues/deadlines/${first?.id ?? ''}/handled`, {
      actor: marrakechOwner,
    });
    expect(refused.status).toBe(403);
  });

  it('loses a booking once ticketed, and the counts follow', async () => {
    const before = await ok<Record<string, { organization: number }>>('GET', '/queues/summary', {
      actor: casablancaMember,
    });
    const { items } = await deadlines({ actor: casablancaMember });
    const due = items.find((item) => Date.parse(item.ticketingDeadline) > START);
    await ok('POST', `/reservations/${due?.id ?? ''}/ticket`, { actor: casablancaMember });
    const after = await deadlines({ actor: casablancaMember });
    expect(after.items.map((item) => item.id)).not.toContain(due?.id);
    const summary = await ok<Record<string, { organization: number }>>('GET', '/queues/summary', {
      actor: casablancaMember,
    });
    expect(summary.deadlines?.organization).toBe((before.deadlines?.organization ?? 0) - 1);
  });

  it('assigns an item to a member, keeps it under "mine" for that member only, and lets a handled item go', async () => {
    const { items } = await deadlines({ actor: casablancaOwner });
    const [first, second] = items;
    await ok('PUT', `/queues/deadlines/${first?.id ?? ''}/assignee`, {
      actor: casablancaOwner,
      body: { assigneeId: casablancaMember.userId },
    });
    const mine = await deadlines({ actor: casablancaMember, query: { mine: true } });
    expect(mine.items.map((item) => item.id)).toEqual([first?.id]);
    expect(mine.items[0]?.assignee).toEqual({ id: casablancaMember.userId, name: casablancaMember.name });
    expect((await deadlines({ actor: casablancaOwner, query: { mine: true } })).total).toBe(0);
    const summary = await ok<Record<string, { organization: number; mine: number }>>(
      'GET',
      '/queues/summary',
      { actor: casablancaMember },
    );
    expect(summary.deadlines).toEqual({ organization: items.length, mine: 1 });

    const outsider = await callSandbox('PUT', `/queues/deadlines/${second?.id ?? ''}/assignee`, {
      actor: casablancaOwner,
      body: { assigneeId: marrakechOwner.userId },
    });
    expect(outsider.status).toBe(400);

    await ok('POST', `/queues/deadlines/${second?.id ?? ''}/handled`, { actor: casablancaOwner });
    const left = await deadlines({ actor: casablancaOwner });
    expect(left.items.map((item) => item.id)).not.toContain(second?.id);
    expect(left.total).toBe(items.length - 1);
  });

  it('pages and searches like the other lists', async () => {
    const { items } = await deadlines({ actor: casablancaOwner });
    const second = await deadlines({ actor: casablancaOwner, query: { page: 2, limit: 2 } });
    expect(second.items.map((item) => item.id)).toEqual(items.slice(2, 4).map((item) => item.id));
    const [first] = items;
    const found = await deadlines({
      actor: casablancaOwner,
      query: { search: first?.locator.toLowerCase() ?? '' },
    });
    expect(found.items.map((item) => item.id)).toEqual([first?.id]);
  });
});

describe('the sandbox clock and the airline', () => {
  it('cancels an untouched booking once the clock passes its deadline, and the queue says why', async () => {
    const ticketedFirst = (await deadlines({ actor: casablancaOwner })).items.find(
      (item) => Date.parse(item.ticketingDeadline) === START + 180 * MINUTE_MS,
    );
    await ok('POST', `/reservations/${ticketedFirst?.id ?? ''}/ticket`, { actor: casablancaOwner });
    const overdueBefore = (await deadlines({ actor: casablancaOwner })).items.filter(
      (item) => Date.parse(item.ticketingDeadline) < START,
    );

    advanceSandboxClock(4 * 60 * MINUTE_MS);

    const { items } = await deadlines({ actor: casablancaOwner });
    const cancelled = items.filter((item) => item.status === 'cancelled');
    // The bookings due in 10 minutes crossed; the one ticketed in time and those overdue at the start are not cancelled.
    expect(cancelled.map((item) => Date.parse(item.ticketingDeadline))).toEqual([START + 10 * MINUTE_MS]);
    expect(cancelled[0]?.cancellation).toBe(
      'Cancelled by the airline: the ticketing deadline passed on 20/11/2026 09:40 UTC with no ticket issued.',
    );
    expect(items.map((item) => item.id)).not.toContain(ticketedFirst?.id);
    expect(overdueBefore.length).toBeGreaterThan(0);
    for (const item of overdueBefore)
      expect(items.find((candidate) => candidate.id === item.id)?.status).toBe(item.status);
    const reservation = await ok<{ status: string }>('GET', `/reservations/${cancelled[0]?.id ?? ''}`, {
      actor: casablancaOwner,
    });
    expect(reservation.status).toBe('cancelled');
  });
});

describe('the schedule-change queue', () => {
  it('shows the booked and the proposed flights; accepting makes the new itinerary the reservation’s, once, with the balance untouched', async () => {
    const { items } = await ok<Page<ScheduleChangeItem>>('GET', '/queues/schedule-changes', {
      actor: casablancaOwner,
    });
    expect(items).toHaveLength(2);
    const [newTimes, newFlight] = items;
    const first = (item: ScheduleChangeItem | undefined, which: 'previous' | 'proposed') =>
      item?.[which][0]?.segments[0];
    expect(first(newTimes, 'proposed')?.flightNumber).toBe(first(newTimes, 'previous')?.flightNumber);
    expect(Date.parse(first(newTimes, 'proposed')?.departure.at ?? '')).toBe(
      Date.parse(first(newTimes, 'previous')?.departure.at ?? '') + 95 * MINUTE_MS,
    );
    expect(first(newFlight, 'proposed')?.flightNumber).not.toBe(first(newFlight, 'previous')?.flightNumber);

    const balance = balanceOf('org_casablanca');
    const ledger = db.ledger.length;
    const accepted = await ok<{ reservation: { itinerary: unknown } }>(
      'POST',
      `/queues/schedule-changes/${newTimes?.id ?? ''}/accept`,
      { actor: casablancaOwner },
    );
    expect(accepted.reservation.itinerary).toEqual(newTimes?.proposed);
    const again = await callSandbox('POST', `/queues/schedule-changes/${newTimes?.id ?? ''}/accept`, {
      actor: casablancaOwner,
    });
    expect(again.status).toBe(409);
    expect(balanceOf('org_casablanca')).toBe(balance);
    expect(db.ledger).toHaveLength(ledger);
    const left = await ok<Page<ScheduleChangeItem>>('GET', '/queues/schedule-changes', {
      actor: casablancaOwner,
    });
    expect(left.items.map((item) => item.id)).toEqual([newFlight?.id]);
  });
});

describe('the pending and failed tickets queue', () => {
  it('holds the organization’s pending and failed tickets with what the airline said', async () => {
    const { items } = await ok<Page<TicketItem>>('GET', '/queues/tickets', {
      actor: casablancaOwner,
      query: { limit: 100 },
    });
    expect(new Set(items.map((item) => item.status))).toEqual(new Set(['pending', 'failed']));
    expect(items.find((item) => item.status === 'failed')?.reason).toMatch(/refused the issue/);
  });

  const tickets = async () =>
    (await ok<Page<TicketItem>>('GET', '/queues/tickets', { actor: casablancaMember, query: { limit: 100 } }))
      .items;

  it('issues a pending ticket or one the airline did not answer when asked again, and it leaves the queue; the balance does not move', async () => {
    const items = await tickets();
    const pending = items.find((item) => item.status === 'pending');
    expect(pending?.retryable).toBe(true);
    const timedOut = db.tickets.find((ticket) => ticket.id === items.at(-1)?.id);
    if (timedOut === undefined || timedOut.id === pending?.id)
      throw new Error('Two pending tickets expected');
    timedOut.status = 'failed';
    timedOut.issueProblem = 'airline-timeout';
    expect((await tickets()).find((item) => item.id === timedOut.id)).toMatchObject({
      status: 'failed',
      reason: "The airline's ticketing did not answer in time: ask it again.",
      retryable: true,
    });
    const balance = balanceOf('org_casablanca');

    for (const id of [pending?.id, timedOut.id]) {
      const answer = await ok<{ message: string }>('POST', `/queues/tickets/${id ?? ''}/retry`, {
        actor: casablancaMember,
      });
      expect(answer.message).toMatch(/^Ticket \d+ issued: the airline confirmed it\.$/);
      const ticket = await ok<{ status: string }>('GET', `/tickets/${id ?? ''}`, { actor: casablancaMember });
      expect(ticket.status).toBe('ticketed');
    }
    const left = (await tickets()).map((item) => item.id);
    expect(left).not.toContain(pending?.id);
    expect(left).not.toContain(timedOut.id);
    expect(balanceOf('org_casablanca')).toBe(balance);

    const again = await callSandbox('POST', `/queues/tickets/${pending?.id ?? ''}/retry`, {
      actor: casablancaMember,
    });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({
      message: `Ticket ${pending?.number ?? ''} is ticketed: only a pending or failed issue can be asked again.`,
    });
  });

  it('refuses to ask again for a fare the airline no longer sells, and another organization’s ticket', async () => {
    const items = await tickets();
    const gone = items.find((item) => item.status === 'failed');
    expect(gone?.retryable).toBe(false);
    const refused = await callSandbox('POST', `/queues/tickets/${gone?.id ?? ''}/retry`, {
      actor: casablancaOwner,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: `Ticket ${gone?.number ?? ''} cannot be asked again: The airline refused the issue: the fare is no longer available. Reprice and ticket again.`,
    });
    const pending = items.find((item) => item.retryable);
    const outsider = await callSandbox('POST', `/queues/tickets/${pending?.id ?? ''}/retry`, {
      actor: marrakechOwner,
    });
    expect(outsider.status).toBe(403);
    expect((await tickets()).map((item) => item.id)).toContain(pending?.id);
  });
});
