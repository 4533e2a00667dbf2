import { LOW_COST_PLUGIN_ROUTES } from '@comptoir/flight-domain';
import { expect, test } from '@playwright/test';
import { paths } from './support/accounts';

/**
 * Issue 26 end to end against the sandbox's simulated Argana Air: search a route, pick a bundle, add a
 * bag and a paid seat, pay from the organization's balance with a double click: one OTA_AirBookRQ
 * goes out, and the airline's booking reference is shown.
 */
test.use({ storageState: paths.storageState('member') });

/** Searches run on a shared sandbox: give them time under load. */
const LOAD = { timeout: 30_000 };

test('searches RAK → ORY, picks Basic, adds a bag and a paid seat, and pays from the balance once', async ({
  page,
}) => {
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

  await page.getByRole('button', { name: 'Pay from balance' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible(LOAD);
  await expect(page.locator('[data-slot="booking-reference"]')).toHaveText(/^[A-Z0-9]{6}$/);
  expect(bookRequests).toBe(1);
});
