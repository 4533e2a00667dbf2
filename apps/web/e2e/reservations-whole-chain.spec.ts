import { readFile } from 'node:fs/promises';
import { formatMoney } from '@comptoir/flight-domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { paths } from './support/accounts';
import { bookThroughApi } from './support/booking';
import { countRequests } from './support/requests';
import {
  casablancaBalance,
  confirmTwice,
  detailPath,
  newestLocators,
  rowIndex,
} from './support/reservations';

/**
 * Issue 22's "Done when", in one test against the sandbox: booked from a search, first in
 * /reservations, an OSI remark, a meal and a seat in one workbench (three pending, committed once, kept
 * after a reload), a price asked and ignored, leaving with an open workbench asking, the PDF downloaded
 * and previewed, repriced and ticketed (the balance debited by the amount shown), another reservation
 * cancelled; every write observed once on the wire under a double click.
 */
test.use({ storageState: paths.storageState('admin') });
// One booking from the search, then a dozen round trips on a shared sandbox.
test.setTimeout(240_000);

/** Searches, bookings and seat maps run on a shared sandbox: give the page time under load. */
const LOAD = { timeout: 30_000 };

const workbenchOf = (page: Page): Locator => page.getByRole('region', { name: 'Changes' });

async function startEditing(page: Page) {
  await workbenchOf(page).getByRole('button', { name: 'Start editing' }).click();
  await expect(workbenchOf(page).getByText('No pending change yet')).toBeVisible(LOAD);
}

async function addOsiRemark(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Remark 1' }).fill(text);
  await page.getByRole('button', { name: 'Add remark' }).click();
}

const pendingList = (page: Page, count: number) =>
  workbenchOf(page).getByRole('list', { name: `${String(count)} pending change${count === 1 ? '' : 's'}` });

/** Books CMN → CDG for one adult from the search form; answers the reservation's id and locator. */
async function bookFromSearch(page: Page, lastName: string) {
  await page.goto('/search');
  for (const [label, code] of [
    ['From', 'CMN'],
    ['To', 'CDG'],
  ] as const) {
    await page.getByRole('combobox', { name: label, exact: true }).fill(code);
    await page
      .getByRole('option', { name: new RegExp(`^${code} `) })
      .first()
      .click();
  }
  await page.getByLabel('Departure', { exact: true }).fill('15/03/2027');
  await page.getByRole('button', { name: 'Search flights' }).click();
  const offers = page.locator('[data-slot="offer-card"]');
  await expect(offers.first()).toBeVisible(LOAD);
  await offers
    .first()
    .getByRole('button', { name: /^Book / })
    .first()
    .click();
  const fields = page.locator('[data-slot="traveler-fields"]').first();
  await fields.getByLabel('First name').fill('Salma');
  await fields.getByLabel('Last name').fill(lastName);
  await fields.getByLabel('Date of birth', { exact: true }).fill('12/04/1985');
  await fields.getByLabel('Document number').fill('AB123456');
  await fields.getByLabel('Nationality').fill('MA');
  await fields.getByLabel('Expires on', { exact: true }).fill('31/12/2031');
  await page.getByLabel('Phone').fill('+212 6 12 34 56 78');
  const bookings = countRequests(page, 'POST', '/flight/booking');
  await page.getByRole('button', { name: 'Book', exact: true }).dblclick();
  await expect(page).toHaveURL(/\/reservations\/[^/]+\/gds$/, LOAD);
  const heading = page.getByRole('heading', { level: 1, name: /^Reservation [A-Z0-9]{6}$/ });
  await expect(heading).toBeVisible(LOAD);
  expect(bookings()).toBe(1);
  const reservationId = new URL(page.url()).pathname.split('/')[2] ?? '';
  const locator = ((await heading.textContent()) ?? '').replace('Reservation ', '');
  return { reservationId, locator, contentKind: 'GDS' };
}

test('a GDS reservation from search to ticket: list, workbench, price, PDF, reprice, ticket, cancel', async ({
  page,
  request,
}) => {
  const listedBefore = await newestLocators(request);
  const booked = await bookFromSearch(page, `Chain${String(Date.now()).slice(-6)}`);

  // First in the list: above it only what was booked since, by the tests running beside this one.
  await page.goto('/reservations');
  const rows = page.getByRole('table', { name: 'Reservations' }).locator('tbody tr');
  const ours = rows.filter({ hasText: booked.locator });
  await expect(ours).toHaveCount(1, LOAD);
  const above = (await rows.allTextContents()).slice(0, await ours.evaluate(rowIndex));
  expect(above.filter((row) => listedBefore.some((locator) => row.includes(locator)))).toEqual([]);
  await ours.getByText(booked.locator).click();
  await expect(page).toHaveURL(detailPath(booked));

  // An OSI remark, a meal and a seat in one workbench: three pending, committed once.
  await startEditing(page);
  await addOsiRemark(page, 'VIP PASSENGER');
  await expect(pendingList(page, 1)).toBeVisible(LOAD);
  await page.getByRole('combobox', { name: 'Meal' }).click();
  await page.getByRole('option', { name: 'VGML – Vegetarian vegan meal' }).click();
  await page.getByRole('button', { name: 'Request meal' }).click();
  await expect(pendingList(page, 2)).toBeVisible(LOAD);
  const seat = page
    .getByRole('region', { name: 'Change seats' })
    .locator('[data-slot="seat"]:not([aria-disabled="true"])')
    .first();
  const seatCode = (await seat.getAttribute('data-seat')) ?? '';
  await seat.click();
  await page.getByRole('button', { name: 'Review seats' }).click();
  await page.getByRole('button', { name: 'Confirm seats' }).click();
  await expect(pendingList(page, 3).getByRole('listitem')).toHaveText(
    ['Add OSI remarks: VIP PASSENGER', 'Meal VGML', `Seats ${seatCode}`],
    LOAD,
  );
  const commits = countRequests(page, 'POST', '/commit');
  await workbenchOf(page).getByRole('button', { name: 'Commit changes' }).dblclick();
  await expect(workbenchOf(page).getByRole('button', { name: 'Start editing' })).toBeEnabled(LOAD);
  expect(commits()).toBe(1);
  await page.reload();
  await expect(page.locator('[data-slot="osi-remarks-section"]')).toContainText('VIP PASSENGER', LOAD);
  await expect(page.locator('[data-slot="special-services-section"]')).toContainText('Vegetarian vegan meal');
  await expect(page.locator('[data-slot="travelers-section"]')).toContainText(seatCode);

  // A price asked once under a double click and a remark, both pending, then ignored: nothing lands.
  await startEditing(page);
  const prices = countRequests(page, 'POST', '/reservations/price/');
  await page.getByRole('button', { name: 'Get the price' }).dblclick();
  await expect(page.getByText('Applied on commit')).toBeVisible(LOAD);
  expect(prices()).toBe(1);
  await addOsiRemark(page, 'TO BE IGNORED');
  await expect(pendingList(page, 2)).toBeVisible(LOAD);
  const ignores = countRequests(page, 'DELETE', '/ignore');
  await workbenchOf(page).getByRole('button', { name: 'Ignore changes' }).click();
  await page
    .getByRole('dialog', { name: 'Ignore 2 pending changes?' })
    .getByRole('button', { name: 'Ignore changes' })
    .dblclick();
  await expect(workbenchOf(page).getByRole('button', { name: 'Start editing' })).toBeEnabled(LOAD);
  expect(ignores()).toBe(1);
  await page.reload();
  await expect(page.locator('[data-slot="osi-remarks-section"]')).toContainText('VIP PASSENGER', LOAD);
  await expect(page.getByText('TO BE IGNORED')).toHaveCount(0);

  // Leaving with an open workbench asks; staying keeps the page and its pending change.
  await startEditing(page);
  await addOsiRemark(page, 'UNSAVED');
  await expect(pendingList(page, 1)).toBeVisible(LOAD);
  await page.getByRole('navigation').first().getByRole('link', { name: 'Reservations' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave with uncommitted changes?' });
  await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(page).toHaveURL(detailPath(booked));
  await expect(pendingList(page, 1)).toBeVisible();
  await workbenchOf(page).getByRole('button', { name: 'Ignore changes' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ignore changes' }).click();
  await expect(workbenchOf(page).getByRole('button', { name: 'Start editing' })).toBeEnabled(LOAD);

  // The PDF: downloaded under the locator's name, a real PDF, and previewed in the page.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`reservation-${booked.locator}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 4).toString('latin1')).toBe('%PDF');
  const preview = page.getByRole('dialog', { name: `Reservation ${booked.locator} (PDF)` });
  await expect(preview.getByTitle(`Reservation ${booked.locator} (PDF)`)).toHaveAttribute('src', /^blob:/);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Repriced once, then ticketed once: the balance debited by the total the price summary shows (the
  // fare and the paid seat, which ticketing charges too).
  const reprices = countRequests(page, 'POST', `/reservations/${booked.reservationId}/reprice`);
  await confirmTwice(page, 'Reprice');
  expect(reprices()).toBe(1);
  const shownTotal =
    (await page.locator('[data-slot="price-total"] [data-slot="money"]').textContent()) ?? '';
  const balanceBefore = await casablancaBalance(request);
  const tickets = countRequests(page, 'POST', `/reservations/${booked.reservationId}/ticket`);
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Issue tickets' }).click();
  // The confirmation announces the amount the balance is then debited: the fare and the paid seat.
  await expect(page.getByRole('dialog')).toContainText(
    `${shownTotal} will be debited from the organization's balance`,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Issue tickets' }).dblclick();
  await expect(page.locator('[data-slot="reservation-status"]')).toHaveText('Ticketed', LOAD);
  expect(tickets()).toBe(1);
  expect(formatMoney(balanceBefore - (await casablancaBalance(request)))).toBe(shownTotal);

  // Another reservation cancelled once under a double click.
  const other = await bookThroughApi(request);
  await page.goto(detailPath(other));
  const cancels = countRequests(page, 'POST', `/reservations/${other.reservationId}/cancel`);
  await confirmTwice(page, 'Cancel reservation');
  await expect(page.locator('[data-slot="reservation-status"]')).toHaveText('Cancelled', LOAD);
  expect(cancels()).toBe(1);
});
