import { expect, type Locator, type Page, test } from '@playwright/test';
import { paths } from './support/accounts';
import { chooseAirport } from './support/search-form';
import { SEARCH } from './support/waits';

/**
 * A chosen airport must not be lost under load: with the CPU slowed 4× (a busy machine), each search
 * form — one-way, round-trip, multi-city and the home page's quick search — is filled and submitted 30
 * times in a row, with no wait of the test's own beyond Playwright's auto-waiting, and must reach its
 * results every time. The date is typed right after the last airport is picked, while downshift may
 * still have that pick to report from an effect. Airports and dates change every round, and the form
 * comes back with the previous round's draft, so a pick that was lost (or a value left from the round
 * before) shows in the result's URL, which every round checks parameter by parameter. Every third round
 * also waits for the results themselves (the search and its list); the others go back to the form as
 * soon as the results page has the search, which keeps the run to 2 to 10 minutes a form on two cores.
 * A soak run (`pnpm test:soak`), not part of `npm test`: the fix is guarded there deterministically, by
 * draft-state.test.ts and each form's "picks an airport and types a date in one task" story.
 */
test.use({ storageState: paths.storageState('member') });

const ROUNDS = 30;
/** Every how many rounds the results are awaited too. */
const RESULTS_EVERY = 3;
/**
 * A round takes 3 to 7 s at 4× on a quiet two-core machine, and took 20.7 s on average on a busy host
 * (multi-city, the two loops side by side, 27 November 2026: the test ran out of its 600 s at
 * round 29). The test's ceiling is this per round, about twice that: it tests that every round reaches
 * its results, not how fast (`pnpm bench:flows` measures that).
 */
const ROUND_TIMEOUT_MS = 40_000;
/**
 * Searches run on a shared sandbox: give them time under load. 60 s: on a busy host a round-trip search's
 * 601 offers were painted just after 30 s (27 November 2026); this tests that the form
 * reaches its results, not how fast (`pnpm bench:flows` measures that).
 */

const AIRPORTS = ['CMN', 'CDG', 'RAK', 'LHR', 'FCO', 'MAD', 'TNG', 'IST', 'AGA', 'FEZ'] as const;

/** Round `round`'s airports: `count` different ones, a new set each round. */
function airportsOf(round: number, count: number): string[] {
  return Array.from({ length: count }, (_, at) => AIRPORTS[(round + at * 3) % AIRPORTS.length] ?? 'CMN');
}

/** A day of 2027 `offset` days after 1 March, as typed (fr-FR) and as sent (ISO). */
function dayOf(offset: number): { typed: string; iso: string } {
  const date = new Date(Date.UTC(2027, 2, 1 + offset));
  const [iso = ''] = date.toISOString().split('T');
  const [year, month, day] = iso.split('-');
  return { typed: `${day ?? ''}/${month ?? ''}/${year ?? ''}`, iso };
}

async function slowCpuFourTimes(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** A parameter of the results URL as the router wrote it: JSON for lists, plain text for the rest. */
function readParameter(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * Submits the form and checks that the results page opened with exactly the search filled in; on the
 * rounds that wait for the results, also that they came.
 */
async function submitAndReachResults(
  page: Page,
  form: Locator,
  results: { path: string; heading: string; search: Record<string, unknown>; awaitResults: boolean },
) {
  await form.getByRole('button', { name: 'Search flights' }).click();
  await page.waitForURL((url) => url.pathname === results.path);
  const parameters = new URL(page.url()).searchParams;
  const sent = Object.fromEntries(
    Object.keys(results.search).map((key) => [key, readParameter(parameters.get(key))]),
  );
  expect(sent).toEqual(results.search);
  if (results.awaitResults)
    await expect(page.getByRole('heading', { level: 1, name: results.heading })).toBeVisible(SEARCH);
}

/**
 * Runs the rounds on a page slowed 4×: opens `path` once, then after each round's search goes back to it
 * (the form restores the round's draft, which the next round fills over).
 */
async function roundsAt(
  page: Page,
  path: string,
  round: (index: number, awaitResults: boolean) => Promise<void>,
) {
  test.setTimeout(ROUNDS * ROUND_TIMEOUT_MS);
  await slowCpuFourTimes(page);
  await page.goto(path);
  for (let index = 0; index < ROUNDS; index += 1) {
    await test.step(`round ${String(index + 1)}`, async () => {
      await round(index, index % RESULTS_EVERY === RESULTS_EVERY - 1);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === path);
    });
  }
}

/**
 * One round of a one-way form (on /search or the home page): its airports and date taken `shift` rounds
 * further on, so that the two pages do not search the same trips.
 */
async function oneWayRound(page: Page, index: number, shift: number, awaitResults: boolean) {
  const form = page.getByRole('form', { name: 'One-way flight search' });
  const [from = '', to = ''] = airportsOf(index + shift, 2);
  const day = dayOf(index + shift);
  await chooseAirport(form, 'From', from);
  await chooseAirport(form, 'To', to);
  await form.getByLabel('Departure', { exact: true }).fill(day.typed);
  await submitAndReachResults(page, form, {
    path: '/result',
    heading: 'One-way flights',
    search: { from, to, date: day.iso },
    awaitResults,
  });
}

test('the one-way form reaches its results 30 times in a row at 4× CPU', async ({ page }) => {
  await roundsAt(page, '/search', (index, awaitResults) => oneWayRound(page, index, 0, awaitResults));
});

test('the round-trip form reaches its results 30 times in a row at 4× CPU', async ({ page }) => {
  await roundsAt(page, '/search/round-trip', async (index, awaitResults) => {
    const form = page.getByRole('form', { name: 'Round-trip flight search' });
    const [from = '', to = ''] = airportsOf(index, 2);
    const departure = dayOf(index);
    const back = dayOf(index + 7);
    await chooseAirport(form, 'From', from);
    await chooseAirport(form, 'To', to);
    await form.getByLabel('Departure', { exact: true }).fill(departure.typed);
    await form.getByLabel('Return', { exact: true }).fill(back.typed);
    await submitAndReachResults(page, form, {
      path: '/result/round-trip',
      heading: 'Round-trip flights',
      search: { from, to, date: departure.iso, returnDate: back.iso },
      awaitResults,
    });
  });
});

test('the multi-city form reaches its results 30 times in a row at 4× CPU', async ({ page }) => {
  await roundsAt(page, '/search/multi-city', async (index, awaitResults) => {
    const form = page.getByRole('form', { name: 'Multi-city flight search' });
    const [first = '', second = '', third = ''] = airportsOf(index, 3);
    const flights = [
      { from: first, to: second, day: dayOf(index) },
      { from: second, to: third, day: dayOf(index + 4) },
    ];
    for (const [at, flight] of flights.entries()) {
      const leg = form.locator('[data-slot="search-leg"]').nth(at);
      await chooseAirport(leg, 'From', flight.from);
      await chooseAirport(leg, 'To', flight.to);
      await leg.getByLabel('Date', { exact: true }).fill(flight.day.typed);
    }
    await submitAndReachResults(page, form, {
      path: '/result/multi-city',
      heading: 'Multi-city flights',
      search: { destinations: flights.map(({ from, to, day }) => ({ from, to, date: day.iso })) },
      awaitResults,
    });
  });
});

test("the home page's quick search reaches the results 30 times in a row at 4× CPU", async ({ page }) => {
  await roundsAt(page, '/', (index, awaitResults) => oneWayRound(page, index, 35, awaitResults));
});
