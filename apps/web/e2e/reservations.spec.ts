import { readFile } from 'node:fs/promises';
import { PERMISSION_MESSAGES } from '@comptoir/flight-domain';
import { expect, test } from '@playwright/test';
import { APP_ORIGIN, paths, signInByApi } from './support/accounts';
import { bookThroughApi } from './support/booking';
import {
  bookAndOpenFromList,
  commitEditMealAndSeat,
  primaryContact,
  repriceAndTicketOnce,
} from './support/reservation-chain';
import { answerSlowly, countRequests, countSlowCalls } from './support/requests';
import { confirmTwice, detailPath } from './support/reservations';
import { LOAD } from './support/waits';

/**
 * Reservations end to end against the sandbox: a reservation from the search to its ticket (booked from the
 * search form, first in the list, its workbench, repriced and ticketed with the balance debited by the
 * total shown), its query in the URL, a reservation's page and its actions, each write sent once under a
 * double click, the PDF, the fare rules, and another organization's record refused. Every test books what
 * it needs, so it passes on an empty sandbox as on a seeded one. The workbench's other paths:
 * reservation-workbench.spec.ts; the list's and the page's error states and retry: fault-matrix.spec.ts.
 */
test.use({ storageState: paths.storageState('admin') });

test('an NDC order from the search to its ticket: first in the list, a contact, a meal and a seat committed once, repriced and ticketed once, the balance debited by the total shown', async ({
  page,
  request,
}) => {
  // A booking from the search, then a dozen round trips on a shared sandbox.
  test.slow();
  const booked = await bookAndOpenFromList(page, request, `Order${String(Date.now()).slice(-6)}`, 'NDC');
  await expect(page).toHaveTitle(new RegExp(`Reservation ${booked.locator}`));

  // A primary contact (no OSI remark on an NDC order), a meal and a seat in one workbench: three pending,
  // committed once, kept after a reload.
  await commitEditMealAndSeat(page, primaryContact(page));

  // Repriced once, then ticketed once: the balance debited by the total the price summary shows (the fare
  // and the paid seat, which ticketing charges too).
  await repriceAndTicketOnce(page, request, booked);
  await expect(
    page.getByRole('region', { name: 'Tickets' }).getByRole('link', { name: /^Ticket \d{13}$/ }),
  ).toHaveCount(1);
  // What a ticketed reservation no longer allows is refused on the page.
  await expect(page.getByRole('button', { name: 'Issue tickets' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Reprice' })).toBeDisabled();
});

test('cancels another reservation once under a double click', async ({ page, request }) => {
  const booked = await bookThroughApi(request);
  await page.goto(detailPath(booked));
  const cancels = await countSlowCalls(page, 'POST', `/reservations/${booked.reservationId}/cancel`);
  await confirmTwice(page, 'Cancel reservation');
  await expect(page.locator('[data-slot="reservation-status"]')).toHaveText('Cancelled');
  expect(cancels()).toBe(1);
  await expect(page.getByRole('button', { name: 'Issue tickets' })).toBeDisabled();
  await expect(page.getByText(`${booked.locator} is cancelled.`, { exact: true })).toBeVisible();
});

test('a reservation opened under the other content kind goes to its own page, which downloads the PDF named after the locator (no viewer), views it, and shows the fare rules in the side panel', async ({
  page,
  request,
}) => {
  const booked = await bookThroughApi(request);
  const other = booked.contentKind === 'GDS' ? 'ndc' : 'gds';
  await page.goto(`/reservations/${booked.reservationId}/${other}`);
  await expect(page).toHaveURL(detailPath(booked));
  await expect(page.getByRole('heading', { level: 1, name: `Reservation ${booked.locator}` })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`reservation-${booked.locator}.pdf`);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const preview = page.getByRole('dialog', { name: `Reservation ${booked.locator} (PDF)` });
  await expect(preview).toBeHidden();
  await page.getByRole('button', { name: 'View PDF' }).click();
  await expect(preview.getByTitle(`Reservation ${booked.locator} (PDF)`)).toHaveAttribute('src', /^blob:/);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  const fareRules = countRequests(page, 'PUT', `/reservations/fare-rules/${booked.reservationId}`);
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Fare rules' }).click();
  const panel = page.getByRole('dialog', { name: `Fare rules of ${booked.locator}` });
  await expect(panel).toBeVisible();
  await expect(panel.locator('[data-slot="fare-rule"]').first()).toBeVisible();
  expect(fareRules()).toBe(1);
});

test('paging, page size and search are kept in the URL through reload, back and forward', async ({
  page,
  request,
}) => {
  // A surname no other booking carries, so that its two bookings are the whole list whatever runs beside.
  const surname = `Paging${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const older = await bookThroughApi(request, { lastName: surname });
  const newer = await bookThroughApi(request, { lastName: surname });
  const table = page.getByRole('table', { name: 'Reservations' });
  const search = page.getByRole('searchbox', { name: 'Search reservations' });
  await page.goto('/reservations');
  await search.fill(surname);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${surname}`));
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.reload();
  await expect(search).toHaveValue(surname);
  await expect(table.getByRole('row')).toHaveCount(3);

  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '25' }).click();
  await expect(page).toHaveURL(/[?&]limit=25/);
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]limit=25/);
  await expect(search).toHaveValue(surname);
  await page.goBack();
  await expect(search).toHaveValue('');
  await page.goForward();
  await expect(search).toHaveValue(surname);

  // One a page: the newest first, the other on page 2, wherever history and reloads go.
  await page.goto(`/reservations?limit=1&search=${surname}`);
  await expect(table).toContainText(newer.locator);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(table).toContainText(older.locator);
  await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible();
  await page.reload();
  await expect(table).toContainText(older.locator);
  await page.goBack();
  await expect(table).toContainText(newer.locator);
  await page.goForward();
  await expect(table).toContainText(older.locator);
  await expect(search).toHaveValue(surname);

  // A page past the end (an old link, a list that shrank) says so, without impossible figures, and leads
  // back to the last page.
  await page.goto(`/reservations?limit=1&search=${surname}&page=99`);
  await expect(page.getByText('No page 99: 2 pages', { exact: true })).toBeVisible(LOAD);
  await expect(page.getByText('0–0 of 2', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(table).toContainText(older.locator);
});

test("a search typed, then a listed row opened while its page loads slowly: the row's page stays", async ({
  page,
  request,
}) => {
  const surname = `Opening${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const booked = await bookThroughApi(request, { lastName: surname });
  const table = page.getByRole('table', { name: 'Reservations' });
  await page.goto(`/reservations?search=${surname}`);
  await expect(table).toContainText(booked.locator, LOAD);
  // The record answers 1.5 s late, so the search's address update (300 ms after typing) comes while the
  // row's page loads: the navigation the user started wins, the list's update is dropped.
  await answerSlowly(page, 'GET', `/api/reservations/${booked.reservationId}`, 1_500);
  await page.getByRole('searchbox', { name: 'Search reservations' }).fill(booked.locator);
  await table.getByRole('row').filter({ hasText: booked.locator }).getByRole('cell').first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Reservation ${booked.locator}` })).toBeVisible(
    LOAD,
  );
  await expect(page).toHaveURL(detailPath(booked));
});

test("another organization's member gets the not-allowed message at once, in the layout, not the record", async ({
  browser,
  request,
}) => {
  const booked = await bookThroughApi(request);
  const marrakech = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await signInByApi(marrakech.request, 'ownerMarrakech');
  const page = await marrakech.newPage();
  const asked = countRequests(page, 'GET', `/api/reservations/${booked.reservationId}`);
  await page.goto(`${APP_ORIGIN}${detailPath(booked)}`);
  // A refusal is not retried: it is asked once and shown as it is, in the app's layout. (Retried, it would
  // show a second or more later, after more calls; a timing, on a busy two-core host, told those apart less
  // surely than the calls' count.)
  await expect(
    page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: PERMISSION_MESSAGES.unknownResource('reservation') }),
  ).toBeVisible();
  expect(asked()).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Reservation' })).toBeVisible();
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Reservation ${booked.locator}` })).toHaveCount(0);
  await marrakech.close();
});
