import { type APIRequestContext, expect } from '@playwright/test';
import { APP_ORIGIN, SANDBOX_URL } from './accounts';
import { bookThroughApi } from './booking';

export interface IssuedTicket {
  id: string;
  number: string;
  contentKind: string;
  /** Its reservation's locator. */
  locator: string;
}

/** Books a reservation and tickets it through the API; its one ticket. */
export async function ticketThroughApi(
  request: APIRequestContext,
  options?: Parameters<typeof bookThroughApi>[1],
): Promise<IssuedTicket> {
  const booked = await bookThroughApi(request, options);
  const answer = await request.post(`${SANDBOX_URL}/api/reservations/${booked.reservationId}/ticket`, {
    headers: { origin: APP_ORIGIN },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { reservation } = (await answer.json()) as {
    reservation: { tickets: { id: string; number: string }[] };
  };
  const [ticket] = reservation.tickets;
  if (ticket === undefined) throw new Error('The sandbox issued no ticket');
  return { ...ticket, contentKind: booked.contentKind, locator: booked.locator };
}

export const ticketDetailPath = (ticket: IssuedTicket) =>
  `/tickets/${ticket.id}/${ticket.contentKind.toLowerCase()}`;
