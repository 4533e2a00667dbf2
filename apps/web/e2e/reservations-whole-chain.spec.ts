import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { paths } from './support/accounts';
import { bookThroughApi } from './support/booking';
import {
  addOsiRemark,
  bookAndOpenFromList,
  cancelOnce,
  commitEditMealAndSeat,
  pendingList,
  repriceAndTicketOnce,
  startEditing,
  vipRemark,
  workbenchOf,
} from './support/reservation-chain';
import { countSlowCalls } from './support/requests';
import { detailPath } from './support/reservations';
import { LOAD } from './support/waits';

/**
 * Issue 22's "Done when" against the sandbox, for a GDS and an NDC reservation. GDS: booked from a
 * search, first in /reservations, an OSI remark, a meal and a seat in one workbench (three pending,
 * committed once, kept after a reload), a price asked and ignored, leaving with an open workbench
 * asking, the PDF downloaded and previewed, repriced and ticketed (the balance debited by the amount
 * shown), another reservation cancelled. NDC: the same chain, with a primary contact in place of the OSI
 * remark an NDC order does not take. Every write observed once on the wire under a double click.
 */
test.use({ storageState: paths.storageState('admin') });
// Each test: one booking from the search, then a dozen round trips on a shared sandbox.
test.setTimeout(240_000);

test('a GDS reservation from search to ticket: list, workbench, price, PDF, reprice, ticket, cancel', async ({
  page,
  request,
}) => {
  const booked = await bookAndOpenFromList(page, request, `Chain${String(Date.now()).slice(-6)}`);

  // An OSI remark, a meal and a seat in one workbench: three pending, committed once, kept.
  await commitEditMealAndSeat(page, vipRemark(page));

  // A price asked once under a double click and a remark, both pending, then ignored: nothing lands.
  await startEditing(page);
  const prices = await countSlowCalls(page, 'POST', '/reservations/price/');
  await page.getByRole('button', { name: 'Get the price' }).dblclick();
  await expect(page.getByText('Applied on commit')).toBeVisible(LOAD);
  expect(prices()).toBe(1);
  await addOsiRemark(page, 'TO BE IGNORED');
  await expect(pendingList(page, 2)).toBeVisible(LOAD);
  const ignores = await countSlowCalls(page, 'DELETE', '/ignore');
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
  await repriceAndTicketOnce(page, request, booked);

  // Another reservation cancelled once under a double click.
  await cancelOnce(page, await bookThroughApi(request));
});

test('an NDC order from search to ticket: list, workbench, reprice, ticket, cancel', async ({
  page,
  request,
}) => {
  const booked = await bookAndOpenFromList(page, request, `Order${String(Date.now()).slice(-6)}`, 'NDC');

  // A primary contact (no OSI remark on an NDC order), a meal and a seat in one workbench: three
  // pending, committed once, kept.
  const contact = page.getByRole('form', { name: 'New primary contact' });
  await commitEditMealAndSeat(page, {
    make: async () => {
      await expect(page.getByRole('textbox', { name: 'Remark 1' })).toHaveCount(0);
      await contact.getByLabel('Name').fill('Hind Chraibi');
      await contact.getByLabel('E-mail').fill('hind.chraibi@example.com');
      await contact.getByLabel('Phone').fill('+212 6 55 44 33 22');
      await contact.getByRole('button', { name: 'Add primary contact' }).click();
    },
    pending: 'Primary contact Hind Chraibi',
    section: 'contacts-section',
    shown: 'Hind Chraibi',
  });

  await repriceAndTicketOnce(page, request, booked);
  await cancelOnce(page, await bookThroughApi(request, { contentKind: 'NDC' }));
});
