import { PERMISSION_MESSAGES, toCentimes } from '@comptoir/flight-domain';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  db,
  DEFAULT_ACTOR,
  seedActor,
  setSandboxActor,
  setSandboxFaults,
  type SandboxActor,
} from './index';
import { callSandbox } from './test-client';
import { ADULTS, bookFirst, reservation, sendFirstOfferBooking, startEachTestFromSeed } from './test-flows';

startEachTestFromSeed();

describe('travel documents', () => {
  // JSON drops the undefined document, as a form that left it out would.
  const withoutDocument = ADULTS.map((traveler) => ({ ...traveler, document: undefined }));
  const secondWithout = ADULTS.map((traveler, index) =>
    index === 1 ? { ...traveler, document: undefined } : traveler,
  );

  it('refuses an international booking that lacks a traveler document', async () => {
    const refused = await sendFirstOfferBooking(DEFAULT_ACTOR, secondWithout);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      'travelers[1].document: A travel document is required on an international itinerary',
    );
  });

  it('books a domestic itinerary without documents', async () => {
    const booked = await sendFirstOfferBooking(DEFAULT_ACTOR, withoutDocument, { from: 'CMN', to: 'RAK' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  });
});

describe('ticketing and the balance', () => {
  it('issues one ticket per traveler, debits the fare once, and never tickets twice', async () => {
    const booked = await bookFirst();
    const before = balanceOf('org_casablanca');
    const first = await callSandbox('POST', `/reservations/${booked.id}/ticket`);
    expect(first.status).toBe(200);
    const ticketed = await reservation(booked.id);
    expect(ticketed.status).toBe('ticketed');
    expect(ticketed.tickets).toHaveLength(2);
    expect(balanceOf('org_casablanca')).toBe(before - toCentimes(booked.total));
    expect(ticketed.tickets.reduce((sum, ticket) => sum + toCentimes(ticket.total), 0)).toBe(
      toCentimes(booked.total),
    );

    const second = await callSandbox('POST', `/reservations/${booked.id}/ticket`);
    expect(second).toMatchObject({
      status: 409,
      body: { message: `Reservation ${booked.locator} is already ticketed.` },
    });
    expect((await reservation(booked.id)).tickets).toHaveLength(2);
    expect(balanceOf('org_casablanca')).toBe(before - toCentimes(booked.total));
  });

  it('refuses to ticket when the balance is short, and changes nothing', async () => {
    const paris = seedActor('usr_paris_owner');
    const booked = await bookFirst(paris);
    const before = db.ledger.length;
    const result = await callSandbox('POST', `/reservations/${booked.id}/ticket`, { actor: paris });
    expect(result.status).toBe(402);
    expect((result.body as { message: string }).message).toMatch(
      /^Insufficient balance: Comptoir Voyages Paris has 1.500,00.MAD, [A-Z]{6} needs .+ Top up the balance and try again\.$/,
    );
    expect(db.ledger).toHaveLength(before);
    expect((await reservation(booked.id, paris)).status).toBe('booked');
  });

  it('voids only a ticketed ticket, refunds it, and keeps the ledger balanced', async () => {
    const opening = balanceOf('org_casablanca');
    const booked = await bookFirst();
    await callSandbox('POST', `/reservations/${booked.id}/ticket`);
    const [ticket, other] = (await reservation(booked.id)).tickets;
    if (ticket === undefined || other === undefined) throw new Error('tickets');
    expect((await callSandbox('POST', `/tickets/${ticket.id}/void`)).status).toBe(200);
    const again = await callSandbox('POST', `/tickets/${ticket.id}/void`);
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toContain('only a ticketed ticket can be voided');
    expect((await reservation(booked.id)).status).toBe('partially-ticketed');
    expect(balanceOf('org_casablanca')).toBe(opening - toCentimes(other.total));

    // Every entry's balanceAfter is the running sum; the sum of the ledger is the balance.
    let running = 0;
    for (const entry of db.ledger.filter((candidate) => candidate.organizationId === 'org_casablanca')) {
      running += entry.amount;
      expect(entry.balanceAfter).toBe(running);
    }
    const entity = await callSandbox('GET', '/balance/entity/organization/org_casablanca');
    expect(toCentimes((entity.body as { balance: number }).balance)).toBe(running);
  });

  it('cancels only what is not ticketed', async () => {
    const booked = await bookFirst();
    const ticketedOne = await bookFirst();
    await callSandbox('POST', `/reservations/${ticketedOne.id}/ticket`);
    expect((await callSandbox('POST', `/reservations/${ticketedOne.id}/cancel`)).status).toBe(409);
    expect((await callSandbox('POST', `/reservations/${booked.id}/cancel`)).status).toBe(200);
    expect((await callSandbox('POST', `/reservations/${booked.id}/ticket`)).status).toBe(409);
    expect((await callSandbox('POST', `/reservations/${booked.id}/reprice`)).status).toBe(409);
  });

  it('rejects a manual debit larger than the balance', async () => {
    const result = await callSandbox('POST', '/balance', {
      body: { organizationId: 'org_paris', kind: 'debit', amount: 1_000_000, description: 'Too much' },
    });
    expect(result.status).toBe(402);
  });
});

describe('workbenches', () => {
  it('keeps edits pending until commit, and ignore discards them', async () => {
    const booked = await bookFirst();
    const workbench = (
      await callSandbox('GET', '/flight/workbench/initiate', { query: { locator: booked.locator } })
    ).body as { workbenchID: string };
    expect(
      (
        await callSandbox('POST', `/reservations/${booked.locator}/osi/${workbench.workbenchID}/add`, {
          body: { comments: ['vip passenger'] },
        })
      ).status,
    ).toBe(200);
    expect((await reservation(booked.id)).osiRemarks).toEqual([]);
    await callSandbox('POST', `/flight/workbench/${workbench.workbenchID}/commit`);
    expect((await reservation(booked.id)).osiRemarks.map((remark) => remark.text)).toEqual(['VIP PASSENGER']);

    const ignored = (
      await callSandbox('GET', '/flight/workbench/initiate', { query: { locator: booked.locator } })
    ).body as { workbenchID: string };
    const travelerId = booked.travelers[0]?.id ?? '';
    expect(
      (
        await callSandbox('POST', `/reservations/${booked.locator}/meal/${ignored.workbenchID}/add`, {
          body: { offerId: 'o', travelerId, code: 'VGML' },
        })
      ).status,
    ).toBe(200);
    expect(await callSandbox('DELETE', `/flight/workbench/${ignored.workbenchID}/ignore`)).toMatchObject({
      status: 200,
      body: { message: 'Workbench ignored: 1 pending change discarded.' },
    });
    expect((await reservation(booked.id)).specialServices).toEqual([]);
    expect((await callSandbox('POST', `/flight/workbench/${ignored.workbenchID}/commit`)).status).toBe(410);
  });

  it('commits all or nothing: a paid ancillary the balance cannot cover applies no edit', async () => {
    const paris = seedActor('usr_paris_owner');
    const booked = await bookFirst(paris, ADULTS.slice(0, 1));
    // Bring the balance to exactly the fare, so nothing is left for extras.
    const gap = toCentimes(booked.total) - balanceOf('org_paris');
    await callSandbox('POST', '/balance', {
      body: {
        organizationId: 'org_paris',
        kind: gap > 0 ? 'credit' : 'debit',
        amount: Math.abs(gap) / 100,
        description: 'Adjustment',
      },
    });
    expect((await callSandbox('POST', `/reservations/${booked.id}/ticket`, { actor: paris })).status).toBe(
      200,
    );
    expect(balanceOf('org_paris')).toBe(0);
    const ledgerBefore = db.ledger.length;
    const workbench = (
      await callSandbox('GET', '/flight/workbench/initiate', {
        actor: paris,
        query: { locator: booked.locator },
      })
    ).body as { workbenchID: string };
    const offers = (
      await callSandbox('POST', `/reservations/${booked.locator}/ancillaries/${workbench.workbenchID}/list`, {
        actor: paris,
      })
    ).body as { offers: { id: string }[] };
    await callSandbox('POST', `/reservations/${booked.locator}/osi/${workbench.workbenchID}/add`, {
      actor: paris,
      body: { comments: ['FIRST EDIT'] },
    });
    await callSandbox(
      'POST',
      `/reservations/${booked.locator}/ancillaries/${workbench.workbenchID}/confirm`,
      { actor: paris, body: { ancillaries: [{ id: offers.offers[0]?.id }] } },
    );
    const commit = await callSandbox('POST', `/flight/workbench/${workbench.workbenchID}/commit`, {
      actor: paris,
    });
    expect(commit.status).toBe(402);
    const after = await reservation(booked.id, paris);
    expect(after.osiRemarks).toEqual([]);
    expect(db.ledger).toHaveLength(ledgerBefore);
  });

  it('refuses an unknown meal code and an edit of another reservation', async () => {
    const booked = await bookFirst();
    const other = await bookFirst();
    const workbench = (
      await callSandbox('GET', '/flight/workbench/initiate', { query: { locator: booked.locator } })
    ).body as { workbenchID: string };
    const meal = await callSandbox(
      'POST',
      `/reservations/${booked.locator}/meal/${workbench.workbenchID}/add`,
      { body: { offerId: 'o', travelerId: booked.travelers[0]?.id, code: 'PIZZA' } },
    );
    expect(meal).toMatchObject({
      status: 400,
      body: { message: 'code: PIZZA is not an IATA meal code (e.g. VGML, MOML, KSML, CHML)' },
    });
    expect(
      (
        await callSandbox('POST', `/reservations/${other.locator}/osi/${workbench.workbenchID}/add`, {
          body: { comments: ['X'] },
        })
      ).status,
    ).toBe(409);
  });
});

describe('who is calling', () => {
  it('answers 401 without a session', async () => {
    setSandboxActor(null);
    expect(await callSandbox('GET', '/reservations')).toMatchObject({
      status: 401,
      body: { message: 'Unauthorized' },
    });
  });

  it("refuses with SPEC §6's denial messages", async () => {
    const member = seedActor('usr_casa_member');
    expect(await callSandbox('GET', '/admin/users', { actor: member })).toMatchObject({
      status: 403,
      body: { message: PERMISSION_MESSAGES.unauthorized('user') },
    });
    const markup = {
      organizationId: 'org_casablanca',
      name: 'X',
      kind: 'fixed',
      value: 1,
      contentKind: 'ALL',
      active: true,
    };
    expect(await callSandbox('POST', '/markup', { actor: member, body: markup })).toMatchObject({
      status: 403,
      body: { message: PERMISSION_MESSAGES.unauthorized('organization') },
    });
    expect(
      await callSandbox('POST', '/roles', {
        actor: member,
        body: { name: 'auditor', permissions: { ac: ['read'] } },
      }),
    ).toMatchObject({ status: 403, body: { message: PERMISSION_MESSAGES.unauthorized('ac') } });
    const admin = seedActor('usr_casa_admin');
    expect((await callSandbox('POST', '/markup', { actor: admin, body: markup })).status).toBe(200);
    const homeless: SandboxActor = { ...member, activeOrganizationId: null, memberRole: null };
    expect(await callSandbox('GET', '/reservations', { actor: homeless })).toMatchObject({
      status: 403,
      body: { message: PERMISSION_MESSAGES.notAuthorized },
    });
  });

  it("keeps each organization's records to itself, refusing with SPEC §6's message", async () => {
    const booked = await bookFirst(seedActor('usr_rak_owner'));
    const paris = seedActor('usr_paris_owner');
    const denied = { status: 403, body: { message: PERMISSION_MESSAGES.unknownResource('reservation') } };
    expect(await callSandbox('GET', `/reservations/${booked.id}`, { actor: paris })).toMatchObject(denied);
    for (const action of ['ticket', 'cancel', 'reprice'])
      expect(
        await callSandbox('POST', `/reservations/${booked.id}/${action}`, { actor: paris }),
      ).toMatchObject(denied);
    expect((await callSandbox('GET', '/reservations/missing', { actor: paris })).status).toBe(404);
    const list = await callSandbox('GET', '/reservations', {
      actor: paris,
      query: { search: booked.locator },
    });
    expect(list.body).toMatchObject({ total: 0, items: [] });
  });
});

describe('faults on demand', () => {
  it('per request through the header', async () => {
    expect(await callSandbox('GET', '/roles', { fault: 'status=500' })).toMatchObject({
      status: 500,
      body: { message: 'Internal server error' },
    });
    expect((await callSandbox('GET', '/roles', { fault: 'network' })).response.type).toBe('error');
    const malformed = await callSandbox('GET', '/roles', { fault: 'malformed' }).catch(
      (error: unknown) => error,
    );
    expect(malformed).toBeInstanceOf(SyntaxError);
    const started = performance.now();
    await callSandbox('GET', '/roles', { fault: 'latency=200' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    const timedOut = await callSandbox('GET', '/roles', { fault: 'timeout=50' });
    expect(timedOut.status).toBe(504);
  });

  it('globally through the setter', async () => {
    setSandboxFaults({ status: 503 });
    expect((await callSandbox('GET', '/roles')).status).toBe(503);
    setSandboxFaults({});
    expect((await callSandbox('GET', '/roles')).status).toBe(200);
  });
});
