import { expect, type Page, test } from '@playwright/test';
import { paths } from './support/accounts';
import { bookThroughApi } from './support/booking';
import { LOAD, SEARCH } from './support/waits';

/**
 * The command bar in the app, from the keyboard only: Ctrl+K on a signed-in page, a search in plain words
 * and its cryptic form opening the one-way results, `RT` and a locator opening the booking, a record found
 * by its locator, and the pages a role may open. What the bar shows for each entry, and its mistakes:
 * the stories of Overlays/CommandBar; the entries themselves: flight-domain's command-entry.test.ts.
 */
test.use({ storageState: paths.storageState('admin') });

const bar = (page: Page) => page.getByRole('dialog', { name: 'Command bar' });

/** Ctrl+K, then waits for the bar's field to have the focus (its code may still be on its way). */
async function openBar(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(bar(page).getByRole('combobox', { name: 'Command bar' })).toBeFocused(LOAD);
}

test('Ctrl+K on the home page; plain words and the cryptic entry open the same one-way results', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Locator' })).toBeVisible(LOAD);
  await openBar(page);
  await page.keyboard.type('cmn cdg 15/3 2 adt');
  await expect(
    bar(page).getByRole('option', { name: /^One-way flights CMN → CDG on 15\/03\/\d{4}, 2 ADT/ }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/result\?.*from=CMN.*to=CDG.*adt=2|\/result\?.*adt=2/);
  await expect(page.getByRole('heading', { level: 1, name: 'One-way flights' })).toBeVisible(SEARCH);
  const plainWords = new URL(page.url()).searchParams;

  await openBar(page);
  await page.keyboard.type('AN15MARCMNCDG');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'One-way flights' })).toBeVisible(SEARCH);
  const cryptic = new URL(page.url()).searchParams;
  expect(cryptic.get('date')).toBe(plainWords.get('date'));
  expect([cryptic.get('from'), cryptic.get('to'), cryptic.get('adt')]).toEqual([
    plainWords.get('from'),
    plainWords.get('to'),
    '1',
  ]);
});

test('RT and a locator open the booking; the locator typed alone finds the reservation', async ({
  page,
  request,
}) => {
  const booked = await bookThroughApi(request);
  const detail = `/reservations/${booked.reservationId}/${booked.contentKind.toLowerCase()}`;
  await page.goto('/tickets');
  await expect(page.getByRole('textbox', { name: 'Locator' })).toBeVisible(LOAD);
  await openBar(page);
  await page.keyboard.type(`rt${booked.locator.toLowerCase()}`);
  await expect(
    bar(page).getByRole('option', { name: new RegExp(`Open the booking ${booked.locator}`) }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(detail, LOAD);

  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Locator' })).toBeVisible(LOAD);
  await openBar(page);
  await page.keyboard.type(booked.locator);
  await expect(
    bar(page).getByRole('option', { name: new RegExp(`^Reservation ${booked.locator}`) }),
  ).toHaveAttribute('aria-selected', 'true', LOAD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(detail, LOAD);
  await expect(page.getByRole('heading', { level: 1, name: `Reservation ${booked.locator}` })).toBeVisible(
    LOAD,
  );
});

test("a member's bar offers no admin page", async ({ browser }) => {
  const context = await browser.newContext({ storageState: paths.storageState('member') });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Locator' })).toBeVisible(LOAD);
  await openBar(page);
  await page.keyboard.type('balance');
  await expect(bar(page).getByText('No page, action or record matches “balance”.')).toBeVisible();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('reservations');
  await expect(bar(page).getByRole('option', { name: /^Reservations/ })).toBeVisible();
  await context.close();
});
