import { formatDate, parseFrenchAmount } from '@comptoir/flight-domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { paths } from './support/accounts';
import { DEPARTURE } from './support/booking';
import { countSlowCalls } from './support/requests';
import { casablancaMovements } from './support/reservations';
import { ticketDetailPath, ticketThroughApi } from './support/tickets';
import { LOAD } from './support/waits';

/**
 * The GDS exchange end to end against the sandbox: a ticket on a fare without changes is refused
 * with the backend's reason; an exchangeable one is checked, searched three days later, compared (fare
 * difference and penalty), added to the ticket's workbench once under a double click — nothing changes
 * yet — and committed once: the old ticket shows as exchanged for a new number in its history, the new
 * ticket is in the list, ticketed, and the balance moved by what the review showed. Another is exchanged
 * to another route (Paris-Orly instead of Charles de Gaulle) and its new ticket flies it.
 */
test.use({ storageState: paths.storageState('admin') });

/** `450,00 MAD` in centimes. */
async function amountOf(value: Locator): Promise<number> {
  const read = parseFrenchAmount((await value.innerText()).replace(/\s*MAD$/, ''));
  if (!read.ok) throw new Error(read.message);
  return read.centimes;
}

const exchangeSectionOf = (page: Page) => page.getByRole('region', { name: /^Exchange ticket / });

/** Opens the ticket's exchange, which takes the focus and comes into view, and checks its eligibility. */
async function openExchange(page: Page) {
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Exchange ticket' }).click();
  const firstStep = exchangeSectionOf(page).getByRole('heading', { name: 'Step 1: eligibility' });
  await expect(firstStep).toBeFocused(LOAD);
  await expect(firstStep).toBeInViewport();
  await exchangeSectionOf(page).getByRole('button', { name: 'Check eligibility' }).click();
}

test('a GDS ticket is exchanged to a later date in its workbench, at the commit only', async ({
  page,
  request,
}) => {
  const exchangeSection = exchangeSectionOf(page);

  // The cheapest fare permits no change: the backend's reason, and no way on.
  const refused = await ticketThroughApi(request);
  await page.goto(ticketDetailPath(refused));
  await openExchange(page);
  await expect(exchangeSection.getByText('The fare does not permit changes.')).toBeVisible();
  await expect(exchangeSection.getByRole('button', { name: 'Next: new flights' })).toHaveCount(0);

  const ticket = await ticketThroughApi(request, { changeable: true });
  await page.goto(ticketDetailPath(ticket));
  await openExchange(page);
  await expect(exchangeSection.getByText(`Ticket ${ticket.number} can be exchanged.`)).toBeVisible();
  await exchangeSection.getByRole('button', { name: 'Next: new flights' }).click();
  const newDate = new Date(Date.parse(DEPARTURE) + 3 * 86_400_000).toISOString().slice(0, 10);
  await exchangeSection
    .getByRole('group', { name: 'Flight 1' })
    .getByRole('textbox', { name: 'New date' })
    .fill(formatDate(newDate));
  await exchangeSection.getByRole('button', { name: 'Search new flights' }).click();
  const offer = exchangeSection.getByRole('radio').first();
  await expect(offer).toContainText(`Departs ${formatDate(newDate)}`);
  await offer.click();
  await exchangeSection.getByRole('button', { name: 'Next: confirm' }).click();
  await expect(exchangeSection.getByText('Fare difference')).toBeVisible();
  await expect(exchangeSection.getByText('Change penalty')).toBeVisible();
  const due = await amountOf(exchangeSection.locator('[data-slot="exchange-amount-due"] dd'));
  const refundRow = exchangeSection.locator('[data-slot="exchange-refund"] dd');
  const refund = (await refundRow.count()) === 0 ? 0 : await amountOf(refundRow);

  // Added to the workbench once under a double click: pending, nothing changed yet.
  const modifications = await countSlowCalls(page, 'POST', '/modify-offer/');
  await exchangeSection.getByRole('button', { name: 'Add to workbench' }).dblclick();
  await expect(exchangeSection.getByText(/is pending in the workbench/)).toBeVisible();
  const workbench = page.locator('[data-slot="workbench"]');
  await expect(workbench.locator('[data-slot="workbench-pending-change"]')).toHaveText([
    new RegExp(`^Exchange of ticket ${ticket.number} to .+, leaving ${formatDate(newDate)} \\d{2}:\\d{2}$`),
  ]);
  expect(modifications()).toBe(1);
  const status = page.locator('[data-slot="ticket-status"]');
  await expect(status).toHaveText('Ticketed');
  expect(await casablancaMovements(request, `exchange of ticket ${ticket.number}`)).toEqual([]);

  // Committed once under a double click: the exchange happens.
  const commits = await countSlowCalls(page, 'POST', '/commit');
  await workbench.getByRole('button', { name: 'Commit changes' }).dblclick();
  await expect(status).toHaveText('Exchanged');
  expect(commits()).toBe(1);
  await expect(exchangeSection).toBeHidden();
  const exchangedFor = page
    .getByRole('region', { name: 'History' })
    .getByText(new RegExp(`^Ticket ${ticket.number} exchanged for (\\d{13})$`));
  await expect(exchangedFor).toBeVisible();
  const newNumber = /(\d{13})$/.exec(await exchangedFor.innerText())?.[1] ?? '';
  expect(newNumber).not.toBe(ticket.number);
  const movements = await casablancaMovements(request, `exchange of ticket ${ticket.number}`);
  expect(movements.reduce((sum, amount) => sum + amount, 0)).toBe(refund - due);

  await page.goto('/tickets');
  const row = page.getByRole('table', { name: 'Tickets' }).locator('tbody tr').filter({ hasText: newNumber });
  await expect(row.locator('[data-slot="ticket-status-badge"]')).toHaveText('Ticketed');
});

test('a GDS ticket is exchanged to another route, and its new ticket flies it', async ({ page, request }) => {
  const ticket = await ticketThroughApi(request, { changeable: true });
  await page.goto(ticketDetailPath(ticket));
  await openExchange(page);
  const exchangeSection = exchangeSectionOf(page);
  await exchangeSection.getByRole('button', { name: 'Next: new flights' }).click();
  const destination = exchangeSection
    .getByRole('group', { name: 'Flight 1' })
    .getByRole('combobox', { name: 'To' });
  await expect(destination).toHaveValue('CDG');
  await destination.fill('ORY');
  await page.getByRole('option', { name: /ORY/ }).click();
  await exchangeSection.getByRole('button', { name: 'Search new flights' }).click();
  const offer = exchangeSection.getByRole('radio').first();
  await expect(offer).toContainText('CMN-ORY');
  await expect(offer).toContainText(`Departs ${formatDate(DEPARTURE)}`);
  await offer.click();
  await exchangeSection.getByRole('button', { name: 'Next: confirm' }).click();
  await exchangeSection.getByRole('button', { name: 'Add to workbench' }).click();
  await page.locator('[data-slot="workbench"]').getByRole('button', { name: 'Commit changes' }).click();
  await expect(page.locator('[data-slot="ticket-status"]')).toHaveText('Exchanged');
  const exchangedFor = page
    .getByRole('region', { name: 'History' })
    .getByText(new RegExp(`^Ticket ${ticket.number} exchanged for (\\d{13})$`));
  const newNumber = /(\d{13})$/.exec(await exchangedFor.innerText())?.[1] ?? '';
  expect(newNumber).toMatch(/^\d{13}$/);
  await page.goto(`/tickets?search=${newNumber}`);
  // The new ticket's own row (tests on the other worker issue tickets meanwhile).
  await expect(
    page.getByRole('table', { name: 'Tickets' }).locator('tbody tr').filter({ hasText: newNumber }),
  ).toContainText('CMN-ORY');
});
