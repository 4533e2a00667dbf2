import { expect, type Page, test } from '@playwright/test';
import { paths } from './support/accounts';
import { bookThroughApi, DEPARTURE } from './support/booking';
import { chooseAirport } from './support/search-form';
import { SEARCH } from './support/waits';

/**
 * The home page (/), end to end against the sandbox: an admin sees the organization's
 * balance and the latest reservations (a booking made just before included), whose links are the router's
 * own (a hover preloads the page only after the router's intent delay, SPEC §9, 50 ms); a
 * member sees the organization's balance read-only, asking for nothing else of the ledger; the
 * quick search opens /result with the search, keeping the draft of /search.
 */

/** The latest reservations and tickets have loaded (their lists, empty notes or messages are shown). */
async function blocksLoaded(page: Page) {
  for (const name of ['Latest reservations', 'Latest tickets']) {
    const region = page.getByRole('region', { name });
    await expect(region).toBeVisible();
    await expect(region.getByRole('status')).toHaveCount(0);
  }
}

/** The requests for one reservation's details (what its page's loader asks), as they are sent. */
function countDetailRequests(page: Page, reservationId: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/reservations/${reservationId}`) seen.count += 1;
  });
  return seen;
}

test.describe('as an admin', () => {
  test.use({ storageState: paths.storageState('admin') });

  test('sees the balance and the reservation just booked, whose link preloads its page after a hover longer than the intent delay only, and opens it', async ({
    page,
  }) => {
    const booked = await bookThroughApi(page.request);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Comptoir' })).toBeVisible();

    const balance = page.getByRole('region', { name: 'Balance' });
    await expect(balance.getByText('Atlas Voyages Casablanca')).toBeVisible();
    await expect(balance.locator('[data-slot="money"]')).toHaveText(/^-?[\d\s]+,\d{2}\sMAD$/);

    const link = page
      .getByRole('region', { name: 'Latest reservations' })
      .getByRole('link', { name: `Reservation ${booked.locator}` });
    await expect(link).toBeVisible();
    const details = countDetailRequests(page, booked.reservationId);
    await link.scrollIntoViewIfNeeded();
    // In and out within one task: well under 50 ms; then ten times the delay for a preload to show.
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

    await link.click();
    await expect(page).toHaveURL(`/reservations/${booked.reservationId}/${booked.contentKind.toLowerCase()}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Reservation ${booked.locator}` }),
    ).toBeVisible();
  });
});

test.describe('as a member', () => {
  test.use({ storageState: paths.storageState('member') });

  test("sees the organization's balance read-only, asking only for it; the quick search opens /result with the search, keeping the draft of /search", async ({
    page,
  }) => {
    const balanceRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/balance')) balanceRequests.push(pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Comptoir' })).toBeVisible();
    await blocksLoaded(page);
    const balance = page.getByRole('region', { name: 'Balance' });
    await expect(balance.getByText('Atlas Voyages Casablanca')).toBeVisible();
    await expect(balance.locator('[data-slot="money"]')).toHaveText(/^-?[\d\s]+,\d{2}\sMAD$/);
    await expect(balance.getByRole('link')).toHaveCount(0);
    expect(new Set(balanceRequests)).toEqual(new Set(['/api/balance/entity/organization/org_casablanca']));

    const form = page.getByRole('form', { name: 'One-way flight search' });
    await chooseAirport(form, 'From', 'CMN');
    await chooseAirport(form, 'To', 'CDG');
    await form.getByLabel('Departure', { exact: true }).fill('15/03/2027');
    await form.getByRole('button', { name: 'Search flights' }).click();

    await expect(page).toHaveURL(/\/result\?/);
    const search = new URL(page.url()).searchParams;
    expect([search.get('from'), search.get('to'), search.get('date')]).toEqual(['CMN', 'CDG', DEPARTURE]);
    await expect(page.getByRole('heading', { level: 1, name: 'One-way flights' })).toBeVisible(SEARCH);

    await page.goto('/search');
    const searchPageForm = page.getByRole('form', { name: 'One-way flight search' });
    await expect(searchPageForm.getByRole('combobox', { name: 'From', exact: true })).toHaveValue(
      /^CMN – \S/,
    );
    await expect(searchPageForm.getByRole('combobox', { name: 'To', exact: true })).toHaveValue(/^CDG – \S/);
  });
});
