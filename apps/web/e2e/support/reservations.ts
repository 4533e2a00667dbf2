import { toCentimes } from '@comptoir/flight-domain';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { APP_ORIGIN, SANDBOX_URL } from './accounts';

/**
 * The Casablanca agency's ledger movements whose description or reference holds `search`, in centimes
 * (a debit negative). A test reads its own operation's entries, not the balance: tests on the other
 * worker move the same organization's balance meanwhile.
 */
export async function casablancaMovements(request: APIRequestContext, search: string): Promise<number[]> {
  const answer = await request.get(`${SANDBOX_URL}/api/balance`, {
    params: { organizationId: 'org_casablanca', search, page: 1, limit: 100 },
    headers: { origin: APP_ORIGIN },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { items: { amount: number }[] }).items.map((item) =>
    toCentimes(item.amount),
  );
}

/** What the ticketing of reservation `locator` took from the Casablanca agency's balance, in centimes. */
export async function ticketingDebit(request: APIRequestContext, locator: string): Promise<number> {
  const movements = await casablancaMovements(request, `Tickets for ${locator}`);
  expect(movements).toHaveLength(1);
  return -(movements[0] ?? 0);
}

/** The locators of the newest hundred reservations, as the list's first page of 100 answers them. */
export async function newestLocators(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get(`${SANDBOX_URL}/api/reservations?page=1&limit=100`, {
    headers: { origin: APP_ORIGIN },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { items: { locator: string }[] }).items.map((item) => item.locator);
}

/** The position of a table row among its siblings. */
export const rowIndex = (row: Element) => [...(row.parentElement?.children ?? [])].indexOf(row);

/** Clicks a page action, then double-clicks its confirmation; the dialog closes once the write is done. */
export async function confirmTwice(page: Page, action: string, confirm = action) {
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: confirm }).dblclick();
  await expect(dialog).toBeHidden();
  return dialog;
}

export const detailPath = (booked: { reservationId: string; contentKind: string }) =>
  `/reservations/${booked.reservationId}/${booked.contentKind.toLowerCase()}`;
