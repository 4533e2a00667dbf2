import { describe, expect, it } from 'vitest';
import { seedActor } from '../index';
import { callSandbox } from '../test-client';
import { ADULTS, bookFirst, startEachTestFromSeed } from '../test-flows';

startEachTestFromSeed();

interface ListAnswer {
  items: { id: string; locator: string; leadTraveler: string }[];
  page: number;
  limit: number;
  total: number;
}

const owner = seedActor('usr_rak_owner');
/** One traveler whom no other booking names. */
const zinebOnly = ADULTS.slice(0, 1).map((traveler) => ({
  ...traveler,
  firstName: 'Zineb',
  lastName: 'Chraibi',
}));

async function list(query: Record<string, string | number>): Promise<ListAnswer> {
  const answer = await callSandbox('GET', '/reservations', { actor: owner, query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as ListAnswer;
}

describe('GET /reservations', () => {
  it('finds a reservation by its locator or a passenger name, in any case, newest first', async () => {
    const older = await bookFirst(owner);
    const newer = await bookFirst(owner, zinebOnly);

    const byLocator = await list({ search: older.locator.toLowerCase() });
    expect(byLocator.items.map((item) => item.id)).toEqual([older.id]);

    const byName = await list({ search: 'zineb chr' });
    expect(byName.items.map((item) => item.id)).toEqual([newer.id]);

    const bySurname = await list({ search: ' RACHID ' });
    expect(bySurname.items.map((item) => item.id)).toContain(older.id);
    expect(bySurname.items.map((item) => item.id)).not.toContain(newer.id);

    const everything = await list({ page: 1, limit: 100 });
    const ids = everything.items.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it('answers the page asked for, with the total of matches', async () => {
    await bookFirst(owner);
    await bookFirst(owner);
    const first = await list({ page: 1, limit: 1, search: 'alaoui' });
    const second = await list({ page: 2, limit: 1, search: 'alaoui' });
    expect(first).toMatchObject({ page: 1, limit: 1 });
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(second.total).toBe(first.total);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
  });

  it('refuses a page size over 100', async () => {
    const answer = await callSandbox('GET', '/reservations', { actor: owner, query: { limit: 101 } });
    expect(answer.status).toBe(400);
  });
});

describe('GET /tickets', () => {
  async function tickets(query: Record<string, string | number>) {
    const answer = await callSandbox('GET', '/tickets', { actor: owner, query });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { items: { id: string; status: string }[]; total: number };
  }

  it('keeps only the tickets of the status asked for, counted in the total', async () => {
    const all = await tickets({ limit: 100 });
    for (const status of ['ticketed', 'voided', 'cancelled', 'pending'] as const) {
      const page = await tickets({ limit: 100, status });
      expect(page.total, status).toBeGreaterThan(0);
      expect(page.total).toBeLessThan(all.total);
      expect(new Set(page.items.map((item) => item.status))).toEqual(new Set([status]));
    }
  });

  it('refuses a status SPEC §4 does not name', async () => {
    const answer = await callSandbox('GET', '/tickets', { actor: owner, query: { status: 'lost' } });
    expect(answer.status).toBe(400);
  });
});
