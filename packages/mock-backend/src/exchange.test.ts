import { exchangeSearchResultSchema, ticketExchangeLegs, ticketSchema } from '@comptoir/flight-domain';
import { describe, expect, it } from 'vitest';
import { nowIso } from './database';
import { balanceOf, db, findAirline } from './index';
import { reservationOfTicket } from './records';
import { callSandbox } from './test-client';
import { startEachTestFromSeed } from './test-flows';

startEachTestFromSeed();

/**
 * A seeded Casablanca ticket the GDS would exchange: ticketed, GDS, a changeable fare, not flown yet. With
 * `fromCarrierHub`, one whose validating carrier has a hub where the ticket starts, so that the carrier
 * flies from there to other airports too (which ticket comes first depends on the day the seed is made:
 * a Qatar Airways Casablanca–Doha ticket has no other route from Casablanca on Qatar's own flights).
 */
function eligibleTicket({ fromCarrierHub = false } = {}) {
  const ticket = db.tickets.find((candidate) => {
    if (!candidate.id.startsWith('TKT-CAS-') || candidate.status !== 'ticketed') return false;
    const reservation = reservationOfTicket(candidate);
    const start = (candidate.itinerary ?? reservation.itinerary)[0]?.segments[0]?.departure;
    const hubs = findAirline(reservation.validatingCarrier)?.hubs ?? [];
    return (
      reservation.contentKind === 'GDS' &&
      reservation.changeable &&
      (start?.at ?? '') > nowIso() &&
      (!fromCarrierHub || hubs.includes(start?.airport ?? ''))
    );
  });
  if (ticket === undefined) throw new Error('a seeded exchangeable ticket');
  return ticket;
}

async function ticketDetail(id: string) {
  return ticketSchema.parse((await callSandbox('GET', `/tickets/${id}`)).body);
}

const later = (date: string, days: number) =>
  new Date(Date.parse(date.slice(0, 10)) + days * 86_400_000).toISOString().slice(0, 10);

type TicketView = Awaited<ReturnType<typeof ticketDetail>>;

/** The ticket's legs, every one `days` later, with `route` changing the first leg's (and a return's) airports. */
function newLegs(ticket: TicketView, days: number, route?: { to: string }) {
  return ticketExchangeLegs(ticket.itinerary).map((leg, index) => {
    const moved = { ...leg, date: later(leg.date, days) };
    if (route === undefined) return moved;
    if (index === 0) return { ...moved, to: route.to };
    return index === 1 && leg.to === ticket.itinerary[0]?.segments[0]?.departure.airport
      ? { ...moved, from: route.to }
      : moved;
  });
}

/** Searches new flights for the legs; its offers, each leaving on the first leg's new date. */
async function searchOffers(ticketId: string, legs: ReturnType<typeof newLegs>) {
  const answer = await callSandbox('POST', `/exchange/gds/search/ticket/${ticketId}`, { body: { legs } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { offers } = exchangeSearchResultSchema.parse(answer.body);
  expect(offers.length).toBeGreaterThan(0);
  for (const offer of offers) expect(offer.departureAt.slice(0, 10)).toBe(legs[0]?.date);
  return offers;
}

async function firstOffer(ticketId: string, legs: ReturnType<typeof newLegs>) {
  const [offer] = await searchOffers(ticketId, legs);
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
    const ignored = await stageExchange(reservation.locator, await firstOffer(ticket.id, newLegs(before, 3)));
    expect((await ticketDetail(ticket.id)).status).toBe('ticketed');
    expect(db.tickets).toHaveLength(ticketCount);
    expect(balanceOf(reservation.organizationId)).toBe(balance);
    expect((await callSandbox('DELETE', `/flight/workbench/${ignored}/ignore`)).status).toBe(200);
    expect((await ticketDetail(ticket.id)).status).toBe('ticketed');
    expect(balanceOf(reservation.organizationId)).toBe(balance);

    const offer = await firstOffer(ticket.id, newLegs(before, 3));
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

  it("exchanges to another route: the carrier's offers for it, priced against the ticket, and a new ticket on it", async () => {
    const ticket = eligibleTicket({ fromCarrierHub: true });
    const reservation = reservationOfTicket(ticket);
    const before = await ticketDetail(ticket.id);
    const balance = balanceOf(reservation.organizationId);
    const to = before.itinerary[0]?.segments.at(-1)?.arrival.airport === 'ORY' ? 'MAD' : 'ORY';
    const legs = newLegs(before, 2, { to });
    const offers = await searchOffers(ticket.id, legs);
    const route = legs.map((leg) => `${leg.from}-${leg.to}`).join(' / ');
    for (const offer of offers) expect(offer.description).toContain(route);
    const [offer] = offers;
    if (offer === undefined) throw new Error('an offer for the new route');

    const committed = await stageExchange(reservation.locator, offer);
    expect((await callSandbox('POST', `/flight/workbench/${committed}/commit`)).status).toBe(200);
    const issued = await ticketDetail(db.tickets.at(-1)?.id ?? '');
    expect(issued.itinerary[0]?.segments.at(-1)?.arrival.airport).toBe(to);
    expect(issued.coupons.at(0)?.from).toBe(legs[0]?.from);
    // The fare difference is the new fare against the old ticket's; the ledger moves by it and the penalty.
    expect(issued.pricing.total.total - before.pricing.total.total).toBe(offer.priceDifference);
    expect(balanceOf(reservation.organizationId)).toBe(balance - offer.priceDifference - offer.penalty);
  });

  it('refuses a date in the past and a second exchange of the ticket in one workbench', async () => {
    const ticket = eligibleTicket();
    const reservation = reservationOfTicket(ticket);
    const view = await ticketDetail(ticket.id);
    const [first, ...rest] = newLegs(view, 3);
    const search = (legs: unknown) =>
      callSandbox('POST', `/exchange/gds/search/ticket/${ticket.id}`, { body: { legs } });
    const past = await search([{ ...first, date: '2020-01-01' }, ...rest]);
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ message: expect.stringContaining('is in the past') as unknown });
    const fewer = await search([first, ...rest, first]);
    expect(fewer).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('give each its new route and date') as unknown },
    });

    const offer = await firstOffer(ticket.id, newLegs(view, 3));
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
