import { exchangeSearchResultSchema, ticketSchema } from '@comptoir/flight-domain';
import { describe, expect, it } from 'vitest';
import { nowIso } from './database';
import { balanceOf, db } from './index';
import { reservationOfTicket } from './records';
import { callSandbox } from './test-client';
import { startEachTestFromSeed } from './test-flows';

startEachTestFromSeed();

/** A seeded Casablanca ticket the GDS would exchange: ticketed, GDS, a changeable fare, not flown yet. */
function eligibleTicket() {
  const ticket = db.tickets.find((candidate) => {
    if (!candidate.id.startsWith('TKT-CAS-') || candidate.status !== 'ticketed') return false;
    const reservation = reservationOfTicket(candidate);
    const departure = (candidate.itinerary ?? reservation.itinerary)[0]?.segments[0]?.departure.at ?? '';
    return reservation.contentKind === 'GDS' && reservation.changeable && departure > nowIso();
  });
  if (ticket === undefined) throw new Error('a seeded exchangeable ticket');
  return ticket;
}

async function ticketDetail(id: string) {
  return ticketSchema.parse((await callSandbox('GET', `/tickets/${id}`)).body);
}

const later = (at: string, days: number) =>
  new Date(Date.parse(at.slice(0, 10)) + days * 86_400_000).toISOString().slice(0, 10);

/** Searches new flights three days after the ticket's first departure; its first offer. */
async function firstOffer(ticketId: string, departureAt: string) {
  const answer = await callSandbox('POST', `/exchange/gds/search/ticket/${ticketId}`, {
    body: { departureDate: later(departureAt, 3) },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { offers } = exchangeSearchResultSchema.parse(answer.body);
  expect(offers.map((offer) => offer.departureAt.slice(0, 10))).toEqual([
    later(departureAt, 3),
    later(departureAt, 4),
    later(departureAt, 5),
  ]);
  const [offer] = offers;
  if (offer === undefined) throw new Error('an exchange offer');
  return offer;
}

async function stageExchange(locator: string, offer: Awaited<ReturnType<typeof firstOffer>>) {
  const workbench = (await callSandbox('GET', '/flight/workbench/initiate', { query: { locator } })).body as {
    workbenchID: string;
  };
  const staged = await callSandbox(
    'POST',
    `/exchange/gds/ticket/${locator}/modify-offer/${workbench.workbenchID}`,
    {
      body: {
        catalogOfferingsIdentifier: offer.catalogOfferingsIdentifier,
        catalogOfferingIdentifier: offer.catalogOfferingIdentifier,
      },
    },
  );
  expect(staged.status, JSON.stringify(staged.body)).toBe(200);
  return workbench.workbenchID;
}

describe('the GDS exchange', () => {
  it('changes nothing at modify-offer, nothing when ignored, and everything at commit', async () => {
    const ticket = eligibleTicket();
    const reservation = reservationOfTicket(ticket);
    const before = await ticketDetail(ticket.id);
    const balance = balanceOf(reservation.organizationId);
    const ticketCount = db.tickets.length;
    const departureAt = before.itinerary[0]?.segments[0]?.departure.at ?? '';

    const ignored = await stageExchange(reservation.locator, await firstOffer(ticket.id, departureAt));
    expect((await ticketDetail(ticket.id)).status).toBe('ticketed');
    expect(db.tickets).toHaveLength(ticketCount);
    expect(balanceOf(reservation.organizationId)).toBe(balance);
    expect((await callSandbox('DELETE', `/flight/workbench/${ignored}/ignore`)).status).toBe(200);
    expect((await ticketDetail(ticket.id)).status).toBe('ticketed');
    expect(balanceOf(reservation.organizationId)).toBe(balance);

    const offer = await firstOffer(ticket.id, departureAt);
    const committed = await stageExchange(reservation.locator, offer);
    expect((await callSandbox('POST', `/flight/workbench/${committed}/commit`)).status).toBe(200);
    const exchanged = await ticketDetail(ticket.id);
    expect(exchanged.status).toBe('exchanged');
    const replacement = db.tickets.at(-1);
    expect(replacement?.number).not.toBe(ticket.number);
    expect(replacement?.reservationId).toBe(reservation.id);
    expect(exchanged.history.at(-1)?.description).toBe(
      `Ticket ${ticket.number} exchanged for ${replacement?.number ?? ''}`,
    );
    const issued = await ticketDetail(replacement?.id ?? '');
    expect(issued.status).toBe('ticketed');
    expect(issued.itinerary[0]?.segments[0]?.departure.at).toBe(offer.departureAt);
    // The ledger moves by the fare difference and the penalty.
    expect(balanceOf(reservation.organizationId)).toBe(balance - offer.priceDifference - offer.penalty);
  });

  it('refuses a date in the past and a second exchange of the ticket in one workbench', async () => {
    const ticket = eligibleTicket();
    const reservation = reservationOfTicket(ticket);
    const past = await callSandbox('POST', `/exchange/gds/search/ticket/${ticket.id}`, {
      body: { departureDate: '2020-01-01' },
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ message: expect.stringContaining('is in the past') as unknown });

    const departureAt = (await ticketDetail(ticket.id)).itinerary[0]?.segments[0]?.departure.at ?? '';
    const offer = await firstOffer(ticket.id, departureAt);
    const workbenchId = await stageExchange(reservation.locator, offer);
    const again = await callSandbox(
      'POST',
      `/exchange/gds/ticket/${reservation.locator}/modify-offer/${workbenchId}`,
      {
        body: {
          catalogOfferingsIdentifier: offer.catalogOfferingsIdentifier,
          catalogOfferingIdentifier: offer.catalogOfferingIdentifier,
        },
      },
    );
    expect(again.status).toBe(409);
  });
});
