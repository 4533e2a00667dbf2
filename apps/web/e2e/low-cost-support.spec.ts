import { readFile } from 'node:fs/promises';
import { LOW_COST_PLUGIN_ROUTES } from '@comptoir/flight-domain';
import { expect, test } from '@playwright/test';
import { paths } from './support/accounts';
import { countRequests } from './support/requests';

/**
 * Issue 26, the low-cost plugin's support: an agent of the Casablanca agency finds a seeded booking's
 * XML messages in XML support, downloads the airline's answer, then opens a support request on that
 * booking (one request under a double click) and sees it in the list. The e2e app is built with the plugin.
 */
const REFERENCE = 'QX4T7M';
const LOAD = { timeout: 15_000 };

test.use({ storageState: paths.storageState('member') });

test("finds a booking's XML messages, downloads one, and opens a support request on the booking", async ({
  page,
}) => {
  await page.goto(LOW_COST_PLUGIN_ROUTES.xmlSupport);
  const filters = page.getByRole('search', { name: 'Find XML messages' });
  await filters.getByLabel('Booking reference').fill(REFERENCE.toLowerCase());
  await filters.getByRole('button', { name: 'Find messages' }).click();
  await expect(page).toHaveURL(new RegExp(`reference=${REFERENCE}`));
  const found = page.getByRole('list', { name: 'Messages found' }).getByRole('button');
  await expect(found).toHaveCount(1, LOAD);
  await found.filter({ hasText: `OTA_AirBookRQ · ${REFERENCE}` }).click();

  const answer = page.getByRole('region', { name: 'Response OTA_AirBookRS' });
  await expect(answer.getByLabel('Response XML')).toContainText(
    `<BookingReferenceID ID="${REFERENCE}"`,
    LOAD,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    answer.getByRole('button', { name: 'Download .xml of the response' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^OTA_AirBookRS-bk-seed-\d{4}\.xml$/);
  const saved = await readFile(await download.path(), 'utf8');
  expect(saved).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<OTA_AirBookRS /);
  expect(saved).toContain(`<BookingReferenceID ID="${REFERENCE}" Type="14"/>`);

  await page.goto(`${LOW_COST_PLUGIN_ROUTES.support}?reference=${REFERENCE}`);
  const form = page.getByRole('form', { name: 'Open a support request' });
  await expect(form.getByLabel('Booking reference')).toHaveValue(REFERENCE, LOAD);
  const subject = `Checked bag for ${REFERENCE} ${String(Date.now())}`;
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('The passenger needs a 23 kg bag on the outbound flight.');
  await form.getByRole('combobox', { name: 'About' }).click();
  await page.getByRole('option', { name: 'Baggage' }).click();
  const opened = countRequests(page, 'POST', '/low-cost/support-requests');
  await form.getByRole('button', { name: 'Send to the airline' }).dblclick();
  await expect(form.getByRole('status')).toHaveText(`Request on ${REFERENCE} sent to the airline.`, LOAD);
  const request = page
    .getByRole('list', { name: 'Support requests' })
    .getByRole('listitem', { name: `${subject} (${REFERENCE})` });
  await expect(request).toContainText('Open', LOAD);
  expect(opened()).toBe(1);
});
