import { readFile } from 'node:fs/promises';
import { LOW_COST_PLUGIN_ROUTES } from '@comptoir/flight-domain';
import { expect, test } from '@playwright/test';
import { paths } from './support/accounts';
import { answerSlowly, countSlowCalls } from './support/requests';
import { LOAD } from './support/waits';

/**
 * The low-cost plugin end to end against the sandbox's simulated Argana Air: search a route, pick a
 * bundle, add a bag and a paid seat, pay from the organization's balance with a double click: one
 * OTA_AirBookRQ goes out, and the airline's booking reference is shown. Then the booking's messages are
 * found in XML support, the airline's answer downloaded and read, and a support request opened on the
 * booking (one request under a double click) and listed.
 */
test.use({ storageState: paths.storageState('member') });

/** Searches run on a shared sandbox: give them time under load. */

test('searches RAK → ORY, picks Basic, adds a bag and a paid seat, pays once, then finds its XML and asks the airline about it', async ({
  page,
}) => {
  // The whole chain: search, booking with extras, XML support, a support request.
  test.slow();
  let bookRequests = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.postData()?.includes('<OTA_AirBookRQ') === true)
      bookRequests += 1;
  });

  await page.goto(LOW_COST_PLUGIN_ROUTES.root);
  await page.getByRole('combobox', { name: 'From' }).click();
  await page.getByRole('option', { name: 'Marrakech (RAK)' }).click();
  await page.getByRole('combobox', { name: 'To' }).click();
  await page.getByRole('option', { name: 'Paris Orly (ORY)' }).click();
  await page.getByRole('textbox', { name: 'Departure' }).fill('15/03/2027');
  await page.getByRole('button', { name: 'Search flights' }).click();

  await expect(page).toHaveURL(/\/low-cost\/results\?/);
  await expect(page.getByRole('navigation', { name: 'Low-fare calendar' }).getByRole('button')).toHaveCount(
    7,
    LOAD,
  );
  await page
    .getByRole('button', { name: /^Choose Basic on R9 / })
    .first()
    .click();

  await expect(page).toHaveURL(/\/low-cost\/booking\?/);
  const adult = page.getByRole('group', { name: 'Adult 1' });
  await adult.getByRole('textbox', { name: 'Given name' }).fill('Amina', LOAD);
  await adult.getByRole('textbox', { name: 'Surname' }).fill('Alaoui');
  await adult.getByRole('textbox', { name: 'Passport number' }).fill('AB123456');
  await adult.getByRole('textbox', { name: 'Passport country' }).fill('MA');
  await adult.getByRole('textbox', { name: 'Passport expiry' }).fill('31/12/2031');
  await page.getByRole('button', { name: /^More bags: traveller 1 on / }).click();
  await page.getByRole('button', { name: /^Choose seats on / }).click();
  // Basic pays every seat: the first free one is a paid seat.
  await page.locator('[data-slot="seat"]:not([aria-disabled])').first().click(LOAD);
  await expect(page.getByText(/ · seat \d+[A-F]$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('amina@example.ma');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+212 612 345 678');
  await expect(page.getByText(/^Fares .* · extras (?!0,00)/)).toBeVisible();

  await answerSlowly(page, 'POST', '/low-cost/ota');
  await page.getByRole('button', { name: 'Pay from balance' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible(LOAD);
  const bookingReference = page.locator('[data-slot="booking-reference"]');
  await expect(bookingReference).toHaveText(/^[A-Z0-9]{6}$/);
  expect(bookRequests).toBe(1);
  const reference = (await bookingReference.textContent()) ?? '';

  // XML support: the booking's messages by its reference, the airline's answer downloaded.
  await page.goto(LOW_COST_PLUGIN_ROUTES.xmlSupport);
  const filters = page.getByRole('search', { name: 'Find XML messages' });
  await filters.getByLabel('Booking reference').fill(reference.toLowerCase());
  await filters.getByRole('button', { name: 'Find messages' }).click();
  await expect(page).toHaveURL(new RegExp(`reference=${reference}`));
  const found = page.getByRole('list', { name: 'Messages found' }).getByRole('button');
  await expect(found).toHaveCount(1, LOAD);
  await found.filter({ hasText: `OTA_AirBookRQ · ${reference}` }).click();
  const answer = page.getByRole('region', { name: 'Response OTA_AirBookRS' });
  await expect(answer.getByLabel('Response XML')).toContainText(`ID="${reference}"`, LOAD);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    answer.getByRole('button', { name: 'Download .xml of the response' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^OTA_AirBookRS-.+\.xml$/);
  const saved = await readFile(await download.path(), 'utf8');
  expect(saved).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<OTA_AirBookRS /);
  expect(saved).toContain(`ID="${reference}"`);

  // Support: a request on the booking, sent once under a double click, in the list.
  await page.goto(`${LOW_COST_PLUGIN_ROUTES.support}?reference=${reference}`);
  const form = page.getByRole('form', { name: 'Open a support request' });
  await expect(form.getByLabel('Booking reference')).toHaveValue(reference, LOAD);
  const subject = `Checked bag for ${reference}`;
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('The passenger needs a 23 kg bag on the outbound flight.');
  await form.getByRole('combobox', { name: 'About' }).click();
  await page.getByRole('option', { name: 'Baggage' }).click();
  const opened = await countSlowCalls(page, 'POST', '/low-cost/support-requests');
  await form.getByRole('button', { name: 'Send to the airline' }).dblclick();
  await expect(form.getByRole('status')).toHaveText(`Request on ${reference} sent to the airline.`, LOAD);
  const request = page
    .getByRole('list', { name: 'Support requests' })
    .getByRole('listitem', { name: `${subject} (${reference})` });
  await expect(request).toContainText('Open', LOAD);
  expect(opened()).toBe(1);
});
