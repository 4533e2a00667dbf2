import { expect, type Page, test } from '@playwright/test';
import { paths } from './support/accounts';
import { bookThroughApi, DEPARTURE } from './support/booking';

/**
 * Issue 18 §3 and §4: the links of the ui views are the router's own, so a hover preloads the page only
 * after the router's intent delay (SPEC §9, 50 ms); and every page titles the document.
 */

test.use({ storageState: paths.storageState('admin') });

/** The requests for one reservation's details (what its page's loader asks), as they are sent. */
function countDetailRequests(page: Page, reservationId: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/reservations/${reservationId}`) seen.count += 1;
  });
  return seen;
}

test('a hover shorter than the intent delay preloads nothing; a longer one preloads the page', async ({
  page,
}) => {
  const booked = await bookThroughApi(page.request);
  await page.goto('/');
  const link = page
    .getByRole('region', { name: 'Latest reservations' })
    .getByRole('link', { name: `Reservation ${booked.locator}` });
  await expect(link).toBeVisible();
  const details = countDetailRequests(page, booked.reservationId);
  await link.scrollIntoViewIfNeeded();

  // In and out within one task: well under 50 ms.
  await link.evaluate((element) => {
    for (const type of ['mouseover', 'mouseout']) {
      element.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget: document.body }));
    }
  });
  await page.waitForTimeout(500);
  expect(details.count).toBe(0);

  // Resting on the link: the page's data is asked for once the delay has passed, before any click.
  await link.hover();
  await expect.poll(() => details.count, { timeout: 5_000 }).toBe(1);
  await expect(page).toHaveURL('/');
});

test('every page titles the document with the page and the app', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Comptoir');
  for (const [path, title] of [
    ['/reservations', 'Reservations · Comptoir'],
    ['/tickets', 'Tickets · Comptoir'],
    ['/search/round-trip', 'Round-trip search · Comptoir'],
    ['/settings', 'Settings · Comptoir'],
    [`/result?from=CMN&to=CDG&date=${DEPARTURE}&adt=1&cnn=0&inf=0&unn=0`, 'Results CMN → CDG · Comptoir'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title, { timeout: 30_000 });
  }
});
