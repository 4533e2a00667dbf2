import { describe, expect, it } from 'vitest';
import { setSandboxClock } from './index';
import { callSandbox } from './test-client';
import { bookFirst, reservation, startEachTestFromSeed } from './test-flows';

startEachTestFromSeed();

async function initiate(locator: string): Promise<string> {
  const answer = await callSandbox('GET', '/flight/workbench/initiate', { query: { locator } });
  expect(answer.status).toBe(200);
  return (answer.body as { workbenchID: string }).workbenchID;
}

function addOsi(locator: string, workbenchID: string) {
  return callSandbox('POST', `/reservations/${locator}/osi/${workbenchID}/add`, {
    body: { comments: ['vip passenger'] },
  });
}

describe('a workbench that is not open', () => {
  it('answers 404 for an id the backend never issued, to edits, commit and ignore alike', async () => {
    const booked = await bookFirst();
    for (const answer of [
      await addOsi(booked.locator, 'WB-999999'),
      await callSandbox('POST', '/flight/workbench/WB-999999/commit'),
      await callSandbox('DELETE', '/flight/workbench/WB-999999/ignore'),
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { message: 'Workbench WB-999999 not found' } });
    }
  });

  it('answers 410 Gone once it has expired, discards its edits and stays expired', async () => {
    const booked = await bookFirst();
    const start = Date.now();
    setSandboxClock(() => start);
    try {
      const workbenchID = await initiate(booked.locator);
      expect((await addOsi(booked.locator, workbenchID)).status).toBe(200);
      setSandboxClock(() => start + 21 * 60_000);
      const expired = `Workbench ${workbenchID} has expired: its changes were discarded. Initiate a new one.`;
      expect(await callSandbox('POST', `/flight/workbench/${workbenchID}/commit`)).toMatchObject({
        status: 410,
        body: { message: expired },
      });
      setSandboxClock(() => start);
      expect(await addOsi(booked.locator, workbenchID)).toMatchObject({
        status: 410,
        body: { message: expired },
      });
      expect((await reservation(booked.id)).osiRemarks).toEqual([]);
      expect((await addOsi(booked.locator, await initiate(booked.locator))).status).toBe(200);
    } finally {
      setSandboxClock(undefined);
    }
  });

  it('answers 410 Gone after a commit or an ignore', async () => {
    const booked = await bookFirst();
    const committed = await initiate(booked.locator);
    await addOsi(booked.locator, committed);
    expect((await callSandbox('POST', `/flight/workbench/${committed}/commit`)).status).toBe(200);
    expect(await addOsi(booked.locator, committed)).toMatchObject({
      status: 410,
      body: { message: `Workbench ${committed} is already committed: initiate a new one.` },
    });
    const ignored = await initiate(booked.locator);
    expect((await callSandbox('DELETE', `/flight/workbench/${ignored}/ignore`)).status).toBe(200);
    expect(await callSandbox('DELETE', `/flight/workbench/${ignored}/ignore`)).toMatchObject({
      status: 410,
      body: { message: `Workbench ${ignored} is already ignored: initiate a new one.` },
    });
  });
});
