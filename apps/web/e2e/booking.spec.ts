import { expect, type Page, test } from '@playwright/test';
import { paths } from './support/accounts';
import { answerSlowly, countRequests, countSlowCalls } from './support/requests';
import { chooseAirport } from './support/search-form';
import { SEARCH } from './support/waits';

/**
 * Flights end to end against the sandbox: search, results and booking (SPEC §2, §5, §9). Dates are far
 * enough ahead that every rule of the booking form (ages, document validity) holds on any run day. The
 * results' loading view: the page story Pages/Flights › ResultsLoading; a failed search and its
 * "Search again": fault-matrix.spec.ts (the results rows) and Pages/Flights › ResultsError.
 */
test.use({ storageState: paths.storageState('member') });

const DEPARTURE = '15/03/2027';

async function fillTraveler(
  page: Page,
  index: number,
  traveler: { first: string; last: string; birth: string; document: string },
) {
  const fields = page.locator('[data-slot="traveler-fields"]').nth(index);
  await fields.getByLabel('First name').fill(traveler.first);
  await fields.getByLabel('Last name').fill(traveler.last);
  await fields.getByLabel('Date of birth', { exact: true }).fill(traveler.birth);
  await fields.getByLabel('Document number').fill(traveler.document);
  await fields.getByLabel('Nationality').fill('MA');
  await fields.getByLabel('Expires on', { exact: true }).fill('31/12/2031');
}

test('searches CMN → CDG, filters to direct, sorts by price and books the first offer once', async ({
  page,
}) => {
  // A whole booking (a search, three travelers, a seat, the reservation's page): beyond 30 s on a busy CI.
  test.slow();
  await page.goto('/search');
  await chooseAirport(page, 'From', 'CMN');
  await chooseAirport(page, 'To', 'CDG');
  await page.getByLabel('Departure', { exact: true }).fill(DEPARTURE);
  await page.getByRole('button', { name: 'More: Adult' }).click();
  await page.getByRole('button', { name: 'More: Child' }).click();
  await page.getByRole('button', { name: 'Search flights' }).click();

  await expect(page).toHaveURL(/\/result\?/);
  // The heading comes with the results: the loading view stands in for the page until the search ends.
  await expect(page.getByRole('heading', { level: 1, name: 'One-way flights' })).toBeVisible(SEARCH);
  const offers = page.locator('[data-slot="offer-card"]');
  await expect(offers.first()).toBeVisible(SEARCH);
  await page.getByRole('checkbox', { name: 'Direct' }).click();
  await page.getByRole('radio', { name: 'Price' }).click();
  await expect(page.getByRole('radio', { name: 'Price' })).toBeChecked();
  await expect(offers.first()).toBeVisible();

  await offers
    .first()
    .getByRole('button', { name: /^Book / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/book\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book this flight' })).toBeVisible();
  await expect(page.locator('[data-slot="traveler-fields"]')).toHaveCount(3);
  await fillTraveler(page, 0, { first: 'Amina', last: 'Alaoui', birth: '12/04/1985', document: 'AB123456' });
  await fillTraveler(page, 1, { first: 'Omar', last: 'Alaoui', birth: '03/09/1983', document: 'AB654321' });
  await fillTraveler(page, 2, { first: 'Rayan', last: 'Alaoui', birth: '20/06/2018', document: 'AC112233' });
  await page.getByLabel('Phone').fill('+212 6 12 34 56 78');
  // A seat for the first adult, on the offer's seat map.
  await page.getByRole('button', { name: 'Choose seats' }).click();
  const seats = page.getByRole('region', { name: 'Seats' });
  await seats.locator('[data-slot="seat"]:not([aria-disabled])').first().click();
  await seats.getByRole('button', { name: 'Review seats' }).first().click();
  await seats.getByRole('button', { name: 'Confirm seats' }).first().click();
  await expect(seats.getByText(/^Seats kept for flight /).first()).toBeVisible();

  const bookings = await countSlowCalls(page, 'POST', '/flight/booking');
  const booking = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/flight/booking'),
  );
  await page.getByRole('button', { name: 'Book', exact: true }).dblclick();
  await expect(page).toHaveURL(/\/reservations\/[^/]+\/(gds|ndc)$/, SEARCH);
  await expect(page.getByRole('heading', { level: 1, name: /^Reservation [A-Z0-9]{6}$/ })).toBeVisible();
  await expect(
    page.locator('[data-slot="travelers-section"]').getByText('Amina Alaoui', { exact: true }),
  ).toBeVisible();
  expect(bookings()).toBe(1);
  const body = (await booking).postDataJSON() as { travelers: unknown[]; seats: unknown[] };
  expect(body).toMatchObject({ type: 'oneway', paymentType: 'cash', seats: [{ travelerIndex: 0 }] });
  expect(body.travelers).toHaveLength(3);
});

test('round-trip and multi-city searches reach their results', async ({ page }) => {
  // Two searches, each filled and awaited.
  test.slow();
  await page.goto('/search/round-trip');
  await chooseAirport(page, 'From', 'CMN');
  await chooseAirport(page, 'To', 'LHR');
  await page.getByLabel('Departure', { exact: true }).fill(DEPARTURE);
  await page.getByLabel('Return', { exact: true }).fill('22/03/2027');
  await page.getByRole('button', { name: 'Search flights' }).click();
  await expect(page).toHaveURL(/\/result\/round-trip\?/);
  // The heading comes with the results: the loading view stands in for the page until the search ends.
  await expect(page.getByRole('heading', { level: 1, name: 'Round-trip flights' })).toBeVisible(SEARCH);
  await expect(page.locator('[data-slot="offer-card"]').first()).toBeVisible(SEARCH);

  await page.goto('/search');
  await page.getByRole('link', { name: 'Multi-city' }).click();
  await expect(page).toHaveURL('/search/multi-city');
  const legs = page.locator('[data-slot="search-leg"]');
  await chooseAirport(legs.nth(0), 'From', 'CMN');
  await chooseAirport(legs.nth(0), 'To', 'CDG');
  await legs.nth(0).getByLabel('Date', { exact: true }).fill(DEPARTURE);
  await chooseAirport(legs.nth(1), 'From', 'CDG');
  await chooseAirport(legs.nth(1), 'To', 'RAK');
  await legs.nth(1).getByLabel('Date', { exact: true }).fill('22/03/2027');
  await page.getByRole('button', { name: 'Search flights' }).click();
  await expect(page).toHaveURL(/\/result\/multi-city\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Multi-city flights' })).toBeVisible(SEARCH);
  await expect(page.locator('[data-slot="offer-card"]').first()).toBeVisible(SEARCH);
});

test("a search page fetches its result page's code once idle, its loader included, starts the worker that decodes the answer, and sends no search before the form is", async ({
  page,
}) => {
  const searches = countRequests(page, 'POST', '/api/flight/search/');
  const decodingWorkers = () =>
    page.workers().filter((worker) => /\/assets\/search-result\.worker-[\w-]+\.js$/.test(worker.url()));
  const isResultCode = (url: string) => /\/assets\/result-[\w-]+\.js$/.test(url);
  // Each of the result page's files as it is asked for, and whether the search form was sent by then.
  let submitted = false;
  const resultCode: { url: string; afterSubmit: boolean }[] = [];
  page.on('request', (request) => {
    if (isResultCode(request.url())) resultCode.push({ url: request.url(), afterSubmit: submitted });
  });
  await page.goto('/search');
  await expect.poll(() => resultCode.length).toBeGreaterThan(0);
  // The answer's decoder is ready before the search is sent (docs/decisions/0073).
  await expect.poll(() => decodingWorkers().length).toBe(1);
  expect(searches()).toBe(0);
  await chooseAirport(page, 'From', 'CMN');
  await chooseAirport(page, 'To', 'RAK');
  await page.getByLabel('Departure', { exact: true }).fill(DEPARTURE);
  const search = page.waitForRequest((request) => request.url().includes('/api/flight/search/'));
  submitted = true;
  await page.getByRole('button', { name: 'Search flights' }).click();
  await search;
  // The search went out with the page's code at hand: its loader came with the idle fetch.
  expect(resultCode.filter(({ afterSubmit }) => afterSubmit)).toEqual([]);
  // Its answer is decoded by that worker, and no other is started.
  await expect(page.locator('[data-slot="offer-card"]').first()).toBeVisible(SEARCH);
  expect(decodingWorkers()).toHaveLength(1);
});

test('a result page searches again at each load, reload included, and the payment type sets the surcharge in the prices shown', async ({
  page,
}) => {
  const searches = countRequests(page, 'POST', '/flight/search/one-way');
  await page.goto('/result?adt=1&cnn=0&inf=0&unn=0&from=CMN&to=TNG&date=2027-03-15&paymentType=cash');
  const firstPrice = page.locator('[data-slot="offer-product"]').first();
  await expect(firstPrice).toBeVisible(SEARCH);
  expect(searches()).toBe(1);
  await page.reload();
  await expect(firstPrice).toBeVisible(SEARCH);
  expect(searches()).toBe(2);

  const cashText = await firstPrice.textContent();
  await page.getByRole('combobox', { name: 'Payment type' }).click();
  await page.getByRole('option', { name: 'International bank card' }).click();
  await expect(firstPrice).not.toHaveText(cashText ?? '');
});

test('back to the search form and forward again, even while the search runs, each visit of the results makes its own search call and shows its answer only', async ({
  page,
}) => {
  // SPEC §2: each result page loads through its own search call and never caches. A visit whose search
  // is still running when the user leaves and comes back must not adopt it (one call for two visits).
  const loading = page.getByText('Loading flight offers...');
  const offers = page.locator('[data-slot="offer-card"]');
  const form = page.getByRole('form', { name: 'One-way flight search' });
  const searches = countRequests(page, 'POST', '/flight/search/one-way');
  await page.goto('/search');
  await chooseAirport(page, 'From', 'CMN');
  await chooseAirport(page, 'To', 'RAK');
  await page.getByLabel('Departure', { exact: true }).fill(DEPARTURE);
  await page.getByRole('button', { name: 'Search flights' }).click();
  await expect(offers.first()).toBeVisible(SEARCH);
  expect(searches()).toBe(1);
  // Each search from now on answers 2 s late: long enough to leave and come back while it runs.
  await answerSlowly(page, 'POST', '/flight/search/one-way', 2_000);
  await page.goBack();
  await expect(form).toBeVisible();
  await page.goForward();
  await expect(loading).toBeVisible();
  await expect(offers).toHaveCount(0);
  await expect.poll(searches).toBe(2);
  // Back to the form and forward to the results while the second search still runs: a third call.
  await page.goBack();
  await expect(form).toBeVisible();
  await page.goForward();
  await expect(loading).toBeVisible();
  await expect.poll(searches).toBe(3);
  await expect(offers.first()).toBeVisible(SEARCH);
  expect(searches()).toBe(3);
});

test('the search form is remembered in local storage and restored on return; corrupt storage gives an empty form, not a crash', async ({
  page,
}) => {
  await page.goto('/search');
  await chooseAirport(page, 'From', 'CMN');
  await chooseAirport(page, 'To', 'CDG');
  await page.getByLabel('Departure', { exact: true }).fill(DEPARTURE);
  await page.getByRole('button', { name: 'More: Adult' }).click();
  const stored = await page.evaluate(() => localStorage.getItem('flights_oneway_search_form'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({
    from: { code: 'CMN', text: expect.stringMatching(/^CMN – \S/) },
    to: { code: 'CDG', text: expect.stringMatching(/^CDG – \S/) },
    date: '2027-03-15',
  });

  await page.goto('/tickets');
  await page.goto('/search');
  // Each airport comes back as it was chosen, code and name.
  const from = page.getByRole('combobox', { name: 'From', exact: true });
  await expect(from).toHaveValue(/^CMN – \S/);
  await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue(/^CDG – \S/);
  await expect(page.getByLabel('Departure', { exact: true })).toHaveValue(DEPARTURE);
  await page.getByRole('button', { name: 'Search flights' }).click();
  await expect(page).toHaveURL(/\/result\?.*adt=2/);

  await page.goto('/search');
  await page.evaluate(() => localStorage.setItem('flights_oneway_search_form', '{not json'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Search flights' })).toBeVisible();
  await expect(from).toHaveValue('');
});

test('a link that cannot be followed says why and searches nothing: a result link without its date, a booking link without its offer, an offer this tab did not choose', async ({
  page,
}) => {
  const searches = countRequests(page, 'POST', '/flight/search/');
  await page.goto('/result?adt=1&cnn=0&inf=0&unn=0&from=CMN&to=CDG');
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByText('Choose a departure date')).toBeVisible();

  // A part of the offer missing (each part's message: flight-domain's offers.test.ts, "needs each part of
  // an offer reference").
  const offer = { offerId: 'GDS-1-001', productId: 'P1', identifier: 'CO-1' };
  await page.goto(
    `/book?type=oneway&params=${encodeURIComponent(JSON.stringify({ ...offer, offerId: '' }))}`,
  );
  await expect(page.getByText('Missing offerId', { exact: true })).toBeVisible();

  await page.goto(`/book?type=roundtrip&params=${encodeURIComponent(JSON.stringify(offer))}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This offer is no longer available' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Search again' }).click();
  await expect(page).toHaveURL('/search/round-trip');
  expect(searches()).toBe(0);
});
