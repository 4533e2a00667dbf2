import { computeSurcharge, isConsistentLedger, toCentimes } from '@comptoir/flight-domain';
import { describe, expect, it } from 'vitest';
import { ADDED_NDC_MARKUP, DEFAULT_ACTOR, SEED_ORGANIZATIONS, seedActor } from './index';
import { callSandbox } from './test-client';
import { bookFirst, type Offer, ONE_WAY, search, startEachTestFromSeed } from './test-flows';

startEachTestFromSeed();

interface EntryWire {
  id: string;
  amount: number;
  balanceAfter: number;
  kind: string;
  createdAt: string;
  surcharge?: number;
  author?: string;
}

/** Every entry of an organization's ledger, oldest first, read a page of 100 at a time. */
async function wholeLedger(organizationId: string, filters: Record<string, string> = {}) {
  const entries: EntryWire[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await callSandbox('GET', '/balance', {
      query: { organizationId, page, limit: 100, ...filters },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { items, total } = answer.body as { items: EntryWire[]; total: number };
    entries.push(...items);
    if (entries.length >= total) return entries.reverse();
  }
}

async function entities() {
  const answer = await callSandbox('GET', '/balance/entities');
  return answer.body as { entityId: string; balance: number; previousBalance: number }[];
}

describe('the ledger adds up to the balance shown', () => {
  it('for every organization, to the centime', async () => {
    const shown = await entities();
    expect(shown.map((entity) => entity.entityId)).toEqual(SEED_ORGANIZATIONS.map(({ id }) => id));
    for (const entity of shown) {
      const entries = await wholeLedger(entity.entityId);
      expect(entries.length).toBeGreaterThan(1);
      const centimes = entries.map((entry) => ({
        amount: toCentimes(entry.amount),
        balanceAfter: toCentimes(entry.balanceAfter),
      }));
      expect(isConsistentLedger(centimes)).toBe(true);
      const sum = centimes.reduce((total, entry) => total + entry.amount, 0);
      expect(sum).toBe(toCentimes(entity.balance));
      const one = await callSandbox('GET', `/balance/entity/organization/${entity.entityId}`);
      const { history, balance } = one.body as { history: { balance: number }[]; balance: number };
      expect(balance).toBe(entity.balance);
      expect(history.at(-1)?.balance).toBe(entity.balance);
    }
  });

  it('a top-up by local bank card credits the amount once and records its surcharge', async () => {
    const [before] = await entities();
    const created = await callSandbox('POST', '/balance', {
      body: {
        organizationId: 'org_casablanca',
        kind: 'credit',
        amount: 1234.56,
        description: 'Top-up',
        reference: 'VIR-42',
        paymentMethod: 'local-bank-card',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const entry = created.body as EntryWire;
    expect(entry).toMatchObject({ amount: 1234.56, surcharge: 28.39, author: DEFAULT_ACTOR.name });
    expect(computeSurcharge(123456, 'local-bank-card')).toBe(2839);
    const [after] = await entities();
    expect(toCentimes(after?.balance ?? 0) - toCentimes(before?.balance ?? 0)).toBe(123456);
    expect((await callSandbox('GET', `/balance/${entry.id}`)).body).toEqual(entry);
  });

  it('filters the ledger by kind and by a range of days, and refuses a reversed range', async () => {
    const all = await wholeLedger('org_marrakech');
    const debits = await wholeLedger('org_marrakech', { kind: 'debit' });
    expect(debits.length).toBeGreaterThan(0);
    expect(debits.every((entry) => entry.kind === 'debit')).toBe(true);
    expect(debits.length).toBeLessThan(all.length);
    const day = all.at(-1)?.createdAt.slice(0, 10) ?? '';
    const sameDay = await wholeLedger('org_marrakech', { from: day, to: day });
    expect(sameDay.length).toBeGreaterThan(0);
    expect(sameDay.every((entry) => entry.createdAt.startsWith(day))).toBe(true);
    const reversed = await callSandbox('GET', '/balance', {
      query: { organizationId: 'org_marrakech', from: '2026-02-01', to: '2026-01-01' },
    });
    expect(reversed.status).toBe(400);
  });

  it('takes a top-up from an admin (SPEC §6, as /balance): an organization admin for their own only', async () => {
    const topUp = (actor: ReturnType<typeof seedActor>, organizationId: string) =>
      callSandbox('POST', '/balance', {
        actor,
        body: { organizationId, kind: 'credit', amount: 10, description: 'Top-up' },
      });
    const admin = seedActor('usr_casa_admin');
    const own = await topUp(admin, 'org_casablanca');
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toMatchObject({ author: admin.name });
    expect((await topUp(admin, 'org_paris')).status).toBe(403);
    const byOwner = await topUp(seedActor('usr_casa_owner'), 'org_casablanca');
    expect(byOwner.status).toBe(403);
    expect(byOwner.body).toEqual({ message: 'You are not allowed to access resource: balance' });
    expect((await topUp(seedActor('usr_casa_member'), 'org_casablanca')).status).toBe(403);
  });
});

describe('every ledger entry has its author', () => {
  it('in the seeded history: the agents for tickets, the platform admin for transfers', async () => {
    const entries = await wholeLedger('org_marrakech');
    expect(entries.every((entry) => typeof entry.author === 'string' && entry.author !== '')).toBe(true);
    const authors = new Set(entries.map((entry) => entry.author));
    expect(authors).toContain(DEFAULT_ACTOR.name);
    expect(authors).toContain(seedActor('usr_rak_member').name);
  });

  it('the agent who tickets is the author of the debit', async () => {
    const agent = seedActor('usr_casa_member');
    const booked = await bookFirst(agent);
    const ticketed = await callSandbox('POST', `/reservations/${booked.id}/ticket`, { actor: agent });
    expect(ticketed.status, JSON.stringify(ticketed.body)).toBe(200);
    const [debit] = (await wholeLedger('org_casablanca', { search: booked.locator })).reverse();
    expect(debit).toMatchObject({ kind: 'debit', author: agent.name });
  });
});

describe('markups change the prices agents see', () => {
  const ndcSearch = { ...ONE_WAY, isNDC: true };
  const fare = (offer: Offer | undefined) => {
    const line = offer?.products[0]?.pricing.total;
    return { total: toCentimes(line?.total ?? 0), markup: toCentimes(line?.markup ?? 0) };
  };

  it("a 5 % NDC rule of higher priority replaces Marrakech's, and Casablanca's prices do not change", async () => {
    const rak = seedActor('usr_rak_member');
    const casa = seedActor('usr_casa_member');
    const rakBefore = fare((await search(ndcSearch, rak))[0]);
    const casaBefore = fare((await search(ndcSearch, casa))[0]);
    const created = await callSandbox('POST', '/markup', { body: ADDED_NDC_MARKUP });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const rakAfter = fare((await search(ndcSearch, rak))[0]);
    const subtotal = rakBefore.total - rakBefore.markup;
    expect(rakAfter.markup).toBe(Math.round(subtotal * 0.05));
    expect(rakAfter.total).toBe(subtotal + rakAfter.markup);
    expect(fare((await search(ndcSearch, casa))[0])).toEqual(casaBefore);
    const own = await callSandbox('GET', '/organization/markups', { actor: rak });
    expect((own.body as { name: string }[]).map((markup) => markup.name)).toContain(ADDED_NDC_MARKUP.name);
  });

  it('applies a rule only to the airline it names', async () => {
    const rak = seedActor('usr_rak_member');
    const offers = await search(ONE_WAY, rak);
    const carrier = offers[0]?.validatingCarrier.code ?? '';
    const other = offers.find((offer) => offer.validatingCarrier.code !== carrier);
    await callSandbox('POST', '/markup', {
      body: {
        organizationId: 'org_marrakech',
        name: `Fixed on ${carrier}`,
        kind: 'fixed',
        value: 300,
        contentKind: 'GDS',
        airline: carrier,
        priority: 5,
      },
    });
    const again = await search(ONE_WAY, rak);
    const sameCarrier = again.find((offer) => offer.offerId === offers[0]?.offerId);
    expect(sameCarrier?.products[0]?.pricing.perPassenger[0]?.price.markup).toBe(300);
    if (other !== undefined)
      expect(again.find((offer) => offer.offerId === other.offerId)?.products[0]?.pricing.total.markup).toBe(
        other.products[0]?.pricing.total.markup,
      );
  });
});
