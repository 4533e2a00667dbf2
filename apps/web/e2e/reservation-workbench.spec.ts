import { expect, type Locator, type Page, test } from '@playwright/test';
import { paths } from './support/accounts';
import { bookThroughApi } from './support/booking';

/**
 * Issue 22 item 4, the reservation workbench, end to end against the sandbox: edits made in one
 * workbench are listed as pending and land together on commit (sent once under a double click); Ignore
 * discards them; leaving with pending changes asks; a workbench the server no longer has is reported
 * and editing starts again; an NDC order's workbench offers no OSI remarks.
 */

test.use({ storageState: paths.storageState('admin') });
// Each test books, then edits through several round trips on a shared sandbox.
test.setTimeout(90_000);

/** Bookings and seat maps run on a shared sandbox: give the page time under load. */
const LOAD = { timeout: 30_000 };

/** Books a reservation through the API and opens its page. */
async function openBooked(page: Page, contentKind: 'GDS' | 'NDC' = 'GDS') {
  const booked = await bookThroughApi(page.request, { contentKind });
  await page.goto(`/reservations/${booked.reservationId}/${contentKind.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1, name: `Reservation ${booked.locator}` })).toBeVisible(
    LOAD,
  );
  return booked;
}

/** The workbench block (its heading is 'Changes'). */
function workbenchOf(page: Page): Locator {
  return page.getByRole('region', { name: 'Changes' });
}

async function startEditing(page: Page) {
  await workbenchOf(page).getByRole('button', { name: 'Start editing' }).click();
  await expect(workbenchOf(page).getByText('No pending change yet')).toBeVisible(LOAD);
}

async function addOsiRemark(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Remark 1' }).fill(text);
  await page.getByRole('button', { name: 'Add remark' }).click();
}

/** Counts the requests whose method and path match, as they are sent. */
function countRequests(page: Page, method: string, path: RegExp): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.count += 1;
  });
  return seen;
}

const COMMIT = /^\/api\/flight\/workbench\/[^/]+\/commit$/;

test('an OSI remark, a meal and a seat in one workbench: three pending, committed once, kept after a reload', async ({
  page,
}) => {
  const booked = await openBooked(page);
  await startEditing(page);

  await addOsiRemark(page, 'VIP PASSENGER');
  await expect(workbenchOf(page).getByRole('list', { name: '1 pending change' })).toBeVisible(LOAD);

  await page.getByRole('combobox', { name: 'Meal' }).click();
  await page.getByRole('option', { name: 'VGML – Vegetarian vegan meal' }).click();
  await page.getByRole('button', { name: 'Request meal' }).click();
  await expect(workbenchOf(page).getByRole('list', { name: '2 pending changes' })).toBeVisible(LOAD);

  const seat = page
    .getByRole('region', { name: 'Change seats' })
    .locator('[data-slot="seat"]:not([aria-disabled="true"])')
    .first();
  const seatCode = await seat.getAttribute('data-seat');
  expect(seatCode).not.toBeNull();
  await seat.click();
  await page.getByRole('button', { name: 'Review seats' }).click();
  await page.getByRole('button', { name: 'Confirm seats' }).click();

  const pending = workbenchOf(page).getByRole('list', { name: '3 pending changes' });
  await expect(pending.getByRole('listitem')).toHaveText(
    ['Add OSI remarks: VIP PASSENGER', 'Meal VGML', `Seats ${seatCode ?? ''}`],
    LOAD,
  );

  const commits = countRequests(page, 'POST', COMMIT);
  await workbenchOf(page).getByRole('button', { name: 'Commit changes' }).dblclick();
  await expect(workbenchOf(page).getByRole('button', { name: 'Start editing' })).toBeEnabled(LOAD);
  expect(commits.count).toBe(1);

  await page.reload();
  await expect(page.locator('[data-slot="osi-remarks-section"]')).toContainText('VIP PASSENGER', LOAD);
  await expect(page.locator('[data-slot="special-services-section"]')).toContainText('Vegetarian vegan meal');
  await expect(page.locator('[data-slot="travelers-section"]')).toContainText(seatCode ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reservation ${booked.locator}`);
});

test('Ignore discards the workbench: the remark never reaches the reservation', async ({ page }) => {
  await openBooked(page);
  await startEditing(page);
  await addOsiRemark(page, 'TO BE IGNORED');
  await expect(workbenchOf(page).getByRole('list', { name: '1 pending change' })).toBeVisible(LOAD);

  const ignores = countRequests(page, 'DELETE', /^\/api\/flight\/workbench\/[^/]+\/ignore$/);
  await workbenchOf(page).getByRole('button', { name: 'Ignore changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ignore 1 pending change?' });
  await dialog.getByRole('button', { name: 'Ignore changes' }).dblclick();
  await expect(workbenchOf(page).getByRole('button', { name: 'Start editing' })).toBeEnabled(LOAD);
  expect(ignores.count).toBe(1);

  await page.reload();
  await expect(page.locator('[data-slot="osi-remarks-section"]')).toBeVisible(LOAD);
  await expect(page.getByText('TO BE IGNORED')).toHaveCount(0);
});

test('leaving with pending changes asks: staying keeps the page, leaving goes', async ({ page }) => {
  await openBooked(page);
  await startEditing(page);
  await addOsiRemark(page, 'UNSAVED');
  await expect(workbenchOf(page).getByRole('list', { name: '1 pending change' })).toBeVisible(LOAD);
  const here = page.url();

  const navigation = page.getByRole('navigation').first();
  await navigation.getByRole('link', { name: 'Reservations' }).click();
  let dialog = page.getByRole('dialog', { name: 'Leave with uncommitted changes?' });
  await expect(dialog).toBeVisible(LOAD);
  await dialog.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(here);
  await expect(workbenchOf(page).getByRole('list', { name: '1 pending change' })).toBeVisible(LOAD);

  await navigation.getByRole('link', { name: 'Reservations' }).click();
  dialog = page.getByRole('dialog', { name: 'Leave with uncommitted changes?' });
  await dialog.getByRole('button', { name: 'Leave without committing' }).click();
  await expect(page).toHaveURL(/\/reservations$/);
});

test('a workbench the server no longer has is reported, and editing starts again', async ({ page }) => {
  await openBooked(page);
  await startEditing(page);
  await addOsiRemark(page, 'TOO LATE');
  await expect(workbenchOf(page).getByRole('list', { name: '1 pending change' })).toBeVisible(LOAD);

  const expired = 'Workbench WB-EXPIRED has expired: its changes were discarded. Initiate a new one.';
  await page.route(
    (url) => COMMIT.test(url.pathname),
    (route) => route.fulfill({ status: 410, json: { message: expired } }),
    { times: 1 },
  );
  await workbenchOf(page).getByRole('button', { name: 'Commit changes' }).click();
  await expect(workbenchOf(page).getByRole('alert')).toHaveText(expired, LOAD);
  await expect(workbenchOf(page).getByRole('list', { name: /pending change/ })).toHaveCount(0);

  await startEditing(page);
  await expect(workbenchOf(page).getByRole('alert')).toHaveCount(0);
  await addOsiRemark(page, 'ON TIME');
  await workbenchOf(page).getByRole('button', { name: 'Commit changes' }).click();
  await expect(page.locator('[data-slot="osi-remarks-section"]')).toContainText('ON TIME', LOAD);
});

test('a refused commit keeps the changes pending, and committing again applies them', async ({ page }) => {
  await openBooked(page);
  await startEditing(page);
  await addOsiRemark(page, 'SECOND TRY');
  await page.route(
    (url) => COMMIT.test(url.pathname),
    (route) => route.fulfill({ status: 500, json: { message: 'The GDS did not answer.' } }),
    { times: 1 },
  );
  await workbenchOf(page).getByRole('button', { name: 'Commit changes' }).click();
  await expect(workbenchOf(page).getByRole('alert')).toHaveText('The GDS did not answer.', LOAD);
  await expect(workbenchOf(page).getByRole('list', { name: '1 pending change' })).toBeVisible(LOAD);

  await workbenchOf(page).getByRole('button', { name: 'Commit changes' }).click();
  await expect(page.locator('[data-slot="osi-remarks-section"]')).toContainText('SECOND TRY', LOAD);
});

test("an NDC order's workbench offers every edit but OSI remarks", async ({ page }) => {
  await openBooked(page, 'NDC');
  await startEditing(page);
  await expect(page.getByRole('button', { name: 'Request meal' })).toBeVisible(LOAD);
  await expect(page.getByRole('button', { name: 'Review seats' })).toBeVisible(LOAD);
  await expect(page.getByRole('textbox', { name: 'Remark 1' })).toHaveCount(0);
  await expect(page.locator('[data-slot="osi-remarks-section"]')).toHaveCount(0);
});
