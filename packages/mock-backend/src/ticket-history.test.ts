import { ticketSchema } from '@comptoir/flight-domain';
import { describe, expect, it } from 'vitest';
import { db } from './index';
import { callSandbox } from './test-client';
import { bookFirst, reservation, startEachTestFromSeed } from './test-flows';

startEachTestFromSeed();

async function ticketDetail(id: string) {
  const answer = await callSandbox('GET', `/tickets/${id}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ticketSchema.parse(answer.body);
}

describe('a ticket’s form of payment and history', () => {
  it('starts with its issue, debited, and ends with its void, refunded', async () => {
    const booked = await bookFirst();
    await callSandbox('POST', `/reservations/${booked.id}/ticket`);
    const [ticket] = (await reservation(booked.id)).tickets;
    if (ticket === undefined) throw new Error('a ticket');
    const issued = await ticketDetail(ticket.id);
    expect(issued.formOfPayment).toBe('cash');
    expect(issued.history).toEqual([
      { at: issued.issuedAt, description: `Ticket ${issued.number} issued`, amount: -issued.total },
    ]);

    await callSandbox('POST', `/tickets/${ticket.id}/void`);
    const voided = await ticketDetail(ticket.id);
    expect(voided.history.map((event) => event.description)).toEqual([
      `Ticket ${issued.number} issued`,
      `Void of ticket ${issued.number}`,
    ]);
    expect(voided.history.at(-1)?.amount).toBe(issued.total);
  });

  it('shows an exchange on the seeded ticket exchanged and on the ticket that replaced it', async () => {
    const exchanged = db.tickets.find(
      (ticket) => ticket.status === 'exchanged' && ticket.id.startsWith('TKT-CAS-'),
    );
    if (exchanged === undefined) throw new Error('a seeded exchanged ticket');
    const detail = await ticketDetail(exchanged.id);
    expect(detail.history[0]?.description).toBe(`Ticket ${exchanged.number} issued`);
    expect(detail.history.some((event) => event.description.startsWith('Exchange of ticket'))).toBe(true);
  });
});
