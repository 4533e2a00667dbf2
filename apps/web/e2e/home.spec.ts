import { expect, type Page, test } from '@playwright/test';
import { APP_ORIGIN, paths, SANDBOX_URL } from './support/accounts';

/**
 * Issue 10 item 4, the home page (/), end to end against the sandbox: an admin sees the organization's
 * balance and the latest reservations (a booking made just before included); a member sees no balance
 * and never asks for it; the quick search opens /result with the search, keeping the draft of /search.
 */

const DEPARTURE = '2027-03-15';

/** Searches run on a shared sandbox: give them time under load. */
const SEARCH_TIMEOUT = { timeout: 30_000 };

/** The sandbox's seed has no reservation: book one through the application API, as the signed-in user. */
async function bookThroughApi(
  page: Page,
): Promise<{ reservationId: string; locator: string; contentKind: string }> {
  const headers = { origin: APP_ORIGIN };
  const search = await page.request.post(`${SANDBOX_URL}/api/flight/search/one-way`, {
    headers,
    data: { from: 'CMN', to: 'CDG', date: DEPARTURE, adt: 1, cnn: 0, inf: 0, unn: 0 },
  });
  expect(search.status(), await search.text()).toBe(200);
  const { offers } = (await search.json()) as {
    offers: { offerId: string; identifier: string; products: { productId: string }[] }[];
  };
  const offer = offers[0];
  const product = offer?.products[0];
  if (offer === undefined || product === undefined) throw new Error('The sandbox found no CMN → CDG offer');
  const booking = await page.request.post(`${SANDBOX_URL}/api/flight/booking`, {
    headers,
    data: {
      type: 'oneway',
      offer: { offerId: offer.offerId, productId: product.productId, identifier: offer.identifier },
      paymentType: 'cash',
      travelers: [
        {
          passengerType: 'ADT',
          firstName: 'Ghita',
          lastName: 'Bennis',
          birthDate: '1988-02-03',
          document: { type: 'passport', number: 'HM1234567', nationality: 'MA', expiresOn: '2031-12-31' },
        },
      ],
      contact: { email: 'ghita.bennis@comptoir.test', phone: '+212 6 12 34 56 78' },
    },
  });
  expect(booking.status(), await booking.text()).toBe(200);
  return (await booking.json()) as { reservationId: string; locator: string; contentKind: string };
}

/** The latest reservations and tickets have loaded (their lists, empty notes or messages are shown). */
async function blocksLoaded(page: Page) {
  for (const name of ['Latest reservations', 'Latest tickets']) {
    const region = page.getByRole('region', { name });
    await expect(region).toBeVisible();
    await expect(region.getByRole('status')).toHaveCount(0);
  }
}

test.describe('as an admin', () => {
  test.use({ storageState: paths.storageState('admin') });

  test('sees the balance and the reservation just booked, which opens its page', async ({ page }) => {
    const booked = await bookThroughApi(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Comptoir' })).toBeVisible();

    const balance = page.getByRole('region', { name: 'Balance' });
    await expect(balance.getByText('Atlas Voyages Casablanca')).toBeVisible();
    await expect(balance.locator('[data-slot="money"]')).toHaveText(/^-?[\d\s]+,\d{2}\sMAD$/);

    const reservations = page.getByRole('region', { name: 'Latest reservations' });
    const link = reservations.getByRole('link', { name: `Reservation ${booked.locator}` });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(`/reservations/${booked.reservationId}/${booked.contentKind.toLowerCase()}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Reservation ${booked.locator}` }),
    ).toBeVisible();
  });
});

test.describe('as a member', () => {
  test.use({ storageState: paths.storageState('member') });

  test('sees no balance, and no balance request is sent', async ({ page }) => {
    const balanceRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/balance')) balanceRequests.push(pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Comptoir' })).toBeVisible();
    await blocksLoaded(page);
    await expect(page.getByRole('region', { name: 'Balance' })).toHaveCount(0);
    expect(balanceRequests).toEqual([]);
  });

  test('the quick search opens /result with the search, keeping the draft of /search', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'One-way flight search' });
    for (const [label, code] of [
      ['From', 'CMN'],
      ['To', 'CDG'],
    ] as const) {
      await form.getByRole('combobox', { name: label, exact: true }).fill(code);
      await page
        .getByRole('option', { name: new RegExp(`^${code} `) })
        .first()
        .click();
    }
    await form.getByLabel('Departure', { exact: true }).fill('15/03/2027');
    await form.getByRole('button', { name: 'Search flights' }).click();

    await expect(page).toHaveURL(/\/result\?/);
    const search = new URL(page.url()).searchParams;
    expect([search.get('from'), search.get('to'), search.get('date')]).toEqual(['CMN', 'CDG', DEPARTURE]);
    await expect(page.getByRole('heading', { level: 1, name: 'One-way flights' })).toBeVisible(
      SEARCH_TIMEOUT,
    );

    await page.goto('/search');
    const searchPageForm = page.getByRole('form', { name: 'One-way flight search' });
    await expect(searchPageForm.getByRole('combobox', { name: 'From', exact: true })).toHaveValue(
      /^CMN – \S/,
    );
    await expect(searchPageForm.getByRole('combobox', { name: 'To', exact: true })).toHaveValue(/^CDG – \S/);
  });
});
