import { expect, type Page, test } from '@playwright/test';
import { paths } from './support/accounts';
import { bookThroughApi } from './support/booking';
import {
  addOsiRemark,
  commitEditMealAndSeat,
  startEditing,
  vipRemark,
  workbenchOf,
} from './support/reservation-chain';
import { countSlowCalls } from './support/requests';
import { LOAD } from './support/waits';

/**
 * Issue 22 item 4, the reservation workbench, end to end against the sandbox: edits made in one
 * workbench are listed as pending and land together on commit (sent once under a double click); Ignore
 * discards them; leaving with pending changes asks; a workbench the server no longer has is reported
 * and editing starts again; an NDC order's workbench offers no OSI remarks.
 */

test.use({ storageState: paths.storageState('admin') });
// Each test books, then edits through several round trips on a shared sandbox.
test.setTimeout(90_000);

/** Books a reservation through the API and opens its page. */
async function openBooked(page: Page, contentKind: 'GDS' | 'NDC' = 'GDS') {
  const booked = await bookThroughApi(page.request, { contentKind });
  await page.goto(`/reservations/${booked.reservationId}/${contentKind.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1, name: `Reservation ${booked.locator}` })).toBeVisible(
    LOAD,
  );
  return booked;
}

const COMMIT = /^\/api\/flight\/workbench\/[^/]+\/commit$/;

test('an OSI remark, a meal and a seat in one workbench: three pending, committed once, kept after a reload', async ({
  page,
}) => {
  const booked = await openBooked(page);
  await commitEditMealAndSeat(page, vipRemark(page));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reservation ${booked.locator}`);
});

test('Ignore discards the workbench: the remark never reaches the reservation', async ({ page }) => {
  await openBooked(page);
  await startEditing(page);
  await addOsiRemark(page, 'TO BE IGNORED');
  await expect(workbenchOf(page).getByRole('list', { name: '1 pending change' })).toBeVisible(LOAD);

  const ignores = await countSlowCalls(page, 'DELETE', '/ignore');
  await workbenchOf(page).getByRole('button', { name: 'Ignore changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ignore 1 pending change?' });
  await dialog.getByRole('button', { name: 'Ignore changes' }).dblclick();
  await expect(workbenchOf(page).getByRole('button', { name: 'Start editing' })).toBeEnabled(LOAD);
  expect(ignores()).toBe(1);

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
