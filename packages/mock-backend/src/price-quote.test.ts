import type { Pricing } from '@comptoir/flight-domain';
import { describe, expect, it } from 'vitest';
import { callSandbox } from './test-client';
import { bookFirst, startEachTestFromSeed } from './test-flows';

startEachTestFromSeed();

/** The default organization's markup raised to 500 MAD a booking: any quote from now on is dearer. */
async function raiseMarkup() {
  const markups = (await callSandbox('GET', '/markup')).body as {
    id: string;
    organizationId: string;
    active: boolean;
  }[];
  const rule = markups.find((markup) => markup.organizationId === 'org_casablanca' && markup.active);
  expect(rule).toBeDefined();
  const raised = { ...rule, kind: 'fixed', value: 500 };
  expect((await callSandbox('PUT', `/markup/${rule?.id ?? ''}`, { body: raised })).status).toBe(200);
}

/** The reservation's price as the backend answers it now. */
async function pricingOf(id: string): Promise<Pricing> {
  return ((await callSandbox('GET', `/reservations/${id}`)).body as { pricing: Pricing }).pricing;
}

async function initiate(locator: string): Promise<string> {
  const answer = await callSandbox('GET', '/flight/workbench/initiate', { query: { locator } });
  return (answer.body as { workbenchID: string }).workbenchID;
}

function price(workbenchID: string, travelerIds: readonly string[]) {
  return callSandbox('POST', `/reservations/price/${workbenchID}`, {
    body: { passengers: travelerIds.map((travelerId) => ({ travelerId })), productType: 'Air' },
  });
}

describe('POST price/{workbenchID}', () => {
  it('quotes the price now and stages it: the commit stores it, nothing changes before', async () => {
    const booked = await bookFirst();
    const before = await pricingOf(booked.id);
    await raiseMarkup();
    const workbenchID = await initiate(booked.locator);
    const answer = await price(
      workbenchID,
      booked.travelers.map((traveler) => traveler.id),
    );
    expect(answer.status).toBe(200);
    const quote = (answer.body as { message: string; pricing: Pricing }).pricing;
    expect(quote.total.total).toBeGreaterThan(before.total.total);
    expect((answer.body as { message: string }).message).toBe(
      `Price ${quote.total.total.toFixed(2)} MAD (Air, ${String(booked.travelers.length)} traveler(s)): pending until the workbench is committed.`,
    );
    expect(await pricingOf(booked.id)).toEqual(before);
    expect((await callSandbox('POST', `/flight/workbench/${workbenchID}/commit`)).status).toBe(200);
    expect(await pricingOf(booked.id)).toEqual(quote);
  });

  it('leaves the price as it was when the workbench is ignored', async () => {
    const booked = await bookFirst();
    const before = await pricingOf(booked.id);
    await raiseMarkup();
    const workbenchID = await initiate(booked.locator);
    expect((await price(workbenchID, [booked.travelers[0]?.id ?? ''])).status).toBe(200);
    expect((await callSandbox('DELETE', `/flight/workbench/${workbenchID}/ignore`)).status).toBe(200);
    expect(await pricingOf(booked.id)).toEqual(before);
  });

  it('refuses a traveler not on the reservation, and a reservation no longer booked', async () => {
    const booked = await bookFirst();
    const workbenchID = await initiate(booked.locator);
    expect(await price(workbenchID, ['T-NOBODY'])).toMatchObject({
      status: 400,
      body: { message: `travelerId: T-NOBODY is not a traveler of ${booked.locator}` },
    });
    expect((await callSandbox('POST', `/reservations/${booked.id}/cancel`)).status).toBe(200);
    expect(await price(workbenchID, [booked.travelers[0]?.id ?? ''])).toMatchObject({
      status: 409,
      body: {
        message: `Reservation ${booked.locator} is cancelled: only a booked reservation can be priced.`,
      },
    });
  });
});
