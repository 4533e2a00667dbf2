import { DATA_FETCHING } from '@comptoir/flight-domain';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, paths, SANDBOX_PASSWORD, signInByForm, totpCode } from './support/accounts';
import { DEPARTURE } from './support/booking';
import { answerSlowly, countRequests } from './support/requests';

/**
 * What a page's first load asks for, and in which order: the guards' calls come with index.html (one
 * request each, taken at startup, none left over for a later sign-in); a page's own calls and code come
 * before the work its content does not need (the shell's menus, the command bar, the toasts' outlet), and
 * a results page fetches the offers' code while its search runs; the amounts' and dates' formats are made
 * in a worker that then ends; the sign-in page fetches what signing in needs before the button is pressed,
 * and its answer opens the two-factor page without a session check; that page fetches the home page's and
 * its calls' code, and once the code is entered those calls go out before the home page is drawn; a list
 * fetches the code of the page its rows open (its loader included), and a record's page its editors' code
 * while its call runs; the app's first render draws the page, its code at hand.
 */

/** The order in which requests started and finished, one event at a time. */
function requestLog(page: Page) {
  const events: { kind: 'start' | 'end'; path: string }[] = [];
  page.on('request', (request) => events.push({ kind: 'start', path: new URL(request.url()).pathname }));
  page.on('requestfinished', (request) =>
    events.push({ kind: 'end', path: new URL(request.url()).pathname }),
  );
  const at = (kind: 'start' | 'end', pattern: RegExp) =>
    events.findIndex((event) => event.kind === kind && pattern.test(event.path));
  return { events, at };
}

test("the guards' calls are asked once each, from index.html, and a sign-in afterwards asks them anew", async ({
  page,
}) => {
  const sessions = countRequests(page, 'GET', '/api/auth/get-session');
  const roles = countRequests(page, 'GET', '/api/auth/organization/get-active-member-role');
  const response = await page.goto('/auth/login');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<link rel="preload" as="fetch"');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // One request each: the startup's fetches took the preloaded answers rather than ask again.
  expect(sessions()).toBe(1);
  expect(roles()).toBe(1);

  // Signed out at startup, the preloaded role was a refusal: once signed in, the role is asked anew and the
  // organization's admin finds the pages of that role.
  await signInByForm(page, 'admin');
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Balance' }),
  ).toBeVisible();
  expect(roles()).toBe(2);
});

test("the app's first page makes the amounts' and dates' formats in a worker, which ends once they are made", async ({
  page,
}) => {
  const ended = page
    .waitForEvent('worker', (worker) => /\/assets\/formats\.worker-[^/]+\.js$/.test(worker.url()))
    .then((worker) => new Promise<void>((resolve) => worker.on('close', () => resolve())));
  await page.goto('/auth/login');
  // The worker ends itself after its last statement: a format that threw would leave it running.
  await ended;
});

test("the sign-in page fetches the next step's code and better-auth's client while the visitor types", async ({
  page,
}) => {
  const fetched = Promise.all(
    [/\/assets\/verify-[^/]+\.js$/, /\/assets\/auth-client-[^/]+\.js$/].map((code) =>
      page.waitForRequest((request) => code.test(new URL(request.url()).pathname)),
    ),
  );
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // Before any click: both come in the idle moment after the page's content.
  await fetched;
});

test("the password step opens the two-factor page without asking for the session again, and that page fetches the home page's code and its blocks' calls' code before the code is entered, whose calls go out before the home page is drawn", async ({
  page,
}) => {
  const log = requestLog(page);
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(ACCOUNTS.admin.email);
  await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
  // As a user's typing does, the sign-in page's own session answer has outlived its freshness.
  await page.waitForTimeout(DATA_FETCHING.dedupingIntervalMs + 500);
  const clicked = log.events.length;
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor verification' })).toBeVisible();
  // The sign-in's answer said no session is open yet: the two-factor page's guard took that.
  expect(log.events.slice(clicked).filter(({ path }) => path.endsWith('/api/auth/get-session'))).toEqual([]);
  // Before the code is entered: both come in the idle moment after the page's content.
  for (const code of [/\/assets\/_app-[^/]+\.js$/, /\/assets\/home-calls-[^/]+\.js$/])
    await expect.poll(() => log.at('end', code), String(code)).toBeGreaterThan(-1);
  expect(log.at('start', /\/api\/reservations$/), 'no block call before the code').toBe(-1);

  // Once the code is entered, the blocks' calls go out before the home page is drawn, not after it: the
  // page's render follows the guard in the same task, which a call sent a task later waited for.
  await page.evaluate(() => {
    const order: { drawnAt?: number; sentAt?: number } = {};
    Object.assign(window, { homeOrder: order });
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-slot="home-view"]') === null) return;
      order.drawnAt = performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
    // A call's timing, once answered (the page's buffer of timings may be full by then).
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (new URL(entry.name).pathname === '/api/reservations') order.sentAt ??= entry.startTime;
    }).observe({ type: 'resource' });
  });
  await page.getByLabel('Code from your authenticator app').fill(totpCode(ACCOUNTS.admin.totp));
  const verified = log.events.length;
  await page.getByRole('button', { name: 'Verify' }).click();
  const homeOrder = () =>
    page.evaluate(
      () => (window as unknown as { homeOrder: { drawnAt?: number; sentAt?: number } }).homeOrder,
    );
  await expect.poll(async () => (await homeOrder()).sentAt, 'the latest reservations answered').toBeDefined();
  const { drawnAt, sentAt } = await homeOrder();
  expect(sentAt, 'the latest reservations asked for before the home page was drawn').toBeLessThan(
    drawnAt ?? Number.NaN,
  );
  // The home page's guard asked for the session and the role at once, as at startup, not for the role once
  // the session had answered (docs/decisions/0094).
  const afterCode = log.events.slice(verified);
  const index = (kind: 'start' | 'end', path: string) =>
    afterCode.findIndex((event) => event.kind === kind && event.path.endsWith(path));
  expect(index('start', '/api/auth/organization/get-active-member-role')).toBeGreaterThan(-1);
  expect(index('start', '/api/auth/organization/get-active-member-role')).toBeLessThan(
    index('end', '/api/auth/get-session'),
  );
});

test.describe('signed in', () => {
  test.use({ storageState: paths.storageState('admin') });

  test("the home page's calls are answered before the shell's deferred parts are fetched", async ({
    page,
  }) => {
    const log = requestLog(page);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Latest reservations' }).getByRole('status')).toHaveCount(
      0,
    );
    const deferredParts = [/\/assets\/keyboard-/, /\/assets\/UserMenuDropdown-/, /\/assets\/AppToaster-/];
    // Each is asked for once the page's content is in, in its own time: the check waits for all three.
    for (const deferred of deferredParts)
      await expect.poll(() => log.at('start', deferred), String(deferred)).toBeGreaterThan(-1);
    const answered = [
      /\/api\/reservations$/,
      /\/api\/tickets$/,
      /\/api\/balance\//,
      /\/api\/queues\/summary$/,
    ].map((call) => log.at('end', call));
    expect(Math.min(...answered), 'every home call answered').toBeGreaterThan(-1);
    for (const deferred of deferredParts)
      expect(log.at('start', deferred), String(deferred)).toBeGreaterThan(Math.max(...answered));
  });

  test("the home page's Link header names its route's code and its blocks' calls' code, each then fetched once", async ({
    page,
  }) => {
    const log = requestLog(page);
    const response = await page.goto('/');
    const link = (await response?.headerValue('link')) ?? '';
    const hinted = [...link.matchAll(/<(\/assets\/[^>]+\.js)>; rel=modulepreload/g)].map(
      ([, file = '']) => file,
    );
    for (const code of [/^\/assets\/_app-[^/]+\.js$/, /^\/assets\/home-calls-[^/]+\.js$/])
      expect(
        hinted.filter((file) => code.test(file)),
        String(code),
      ).toHaveLength(1);
    await expect(page.getByRole('region', { name: 'Latest reservations' }).getByRole('status')).toHaveCount(
      0,
    );
    // Each once: the modules the app imported are the ones the header had the browser fetch.
    for (const file of hinted)
      expect(
        log.events.filter((event) => event.kind === 'start' && event.path === file),
        file,
      ).toHaveLength(1);
  });

  test("once the session's answer has outlived its freshness, the next page opened asks for its own call at once and is drawn on the session held, which is checked alongside (docs/decisions/0094)", async ({
    page,
  }) => {
    // The page's own clock: the cached session's deduping interval is jumped rather than waited out.
    await page.clock.install();
    await page.goto('/reservations');
    await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
    const log = requestLog(page);
    const sessions = countRequests(page, 'GET', '/api/auth/get-session');
    // Far longer than the page takes to draw: a guard that waited for it would hold the page as long.
    await answerSlowly(page, 'GET', '/api/auth/get-session', 5_000);
    await page.clock.fastForward(DATA_FETCHING.dedupingIntervalMs + 500);
    // The pointer's hover asks for the page's preload too, whose guard takes the session held as well.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets' }).click();
    await expect(page.getByRole('table', { name: 'Tickets' }).locator('tbody tr').first()).not.toBeEmpty();
    expect(log.at('end', /\/api\/auth\/get-session$/), 'the page drawn before the session answered').toBe(-1);
    expect(log.at('start', /\/api\/tickets$/)).toBeGreaterThan(-1);
    expect(sessions(), 'the session checked alongside').toBe(1);
    await expect
      .poll(() => log.at('end', /\/api\/auth\/get-session$/), { timeout: 15_000 })
      .toBeGreaterThan(-1);
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  });

  /** What #root shows at each of its changes, from the first one the app makes. */
  async function watchRoot(page: Page) {
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { rootShown: shown });
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (root !== null && root.childNodes.length > 0) shown.push(root.innerText);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    return async () =>
      (await page.evaluate(() => (window as unknown as { rootShown: string[] }).rootShown))[0];
  }

  test("a page's first render draws the page, not an empty fallback that would hold it back: a results page's loading view once its guard has passed, a record's page once its record has come", async ({
    page,
  }) => {
    const firstShown = await watchRoot(page);
    await answerSlowly(page, 'POST', '/flight/search/one-way');
    // The guard's session answer comes after the page's code.
    await answerSlowly(page, 'GET', '/api/auth/get-session', 1_500);
    await page.goto(`/result?adt=1&cnn=0&inf=0&unn=0&from=CMN&to=CDG&date=${DEPARTURE}`);
    await expect(page.getByText('Please wait while we search for the best flights')).toBeVisible();
    // The app's first commit already holds the page (its loading view): an empty one first would make React
    // hold the page's own for 300 ms.
    expect(await firstShown()).toContain('Please wait while we search for the best flights');

    // A record's page has no loading view: its first commit is the record, which came after the page's code.
    await page.unrouteAll();
    await answerSlowly(page, 'GET', '/api/reservations/RES-', 1_000);
    await page.goto('/reservations');
    const row = page.getByRole('table', { name: 'Reservations' }).locator('tbody tr').first();
    const locator = ((await row.locator('td, th').first().textContent()) ?? '').trim();
    const record = ((await row.getByRole('link').first().getAttribute('href')) ?? '').trim();
    await page.goto(record);
    await expect(page.getByRole('heading', { level: 1, name: `Reservation ${locator}` })).toBeVisible();
    expect(await firstShown()).toContain(`Reservation ${locator}`);
  });

  test("the reservations list fetches the code of the page its rows open, its loader included, before any click, and that page its editors' code while its call runs, and opens on the record with no editor drawn", async ({
    page,
  }) => {
    const log = requestLog(page);
    await answerSlowly(page, 'GET', '/api/reservations/RES-');
    await page.goto('/reservations');
    const cell = page
      .getByRole('table', { name: 'Reservations' })
      .locator('tbody tr td, tbody tr th')
      .first();
    const locator = ((await cell.textContent()) ?? '').trim();
    // Before any click: the record page's code comes in the idle moment after the list, not its editors.
    await expect.poll(() => log.at('end', /\/assets\/(gds|ndc)-[^/]+\.js$/)).toBeGreaterThan(-1);
    expect(log.at('start', /\/assets\/RecordEditors-/)).toBe(-1);
    const clicked = log.events.length;
    await cell.getByText(locator).click();
    await expect(page.getByRole('heading', { level: 1, name: `Reservation ${locator}` })).toBeVisible();
    // The page opens on the record: no workbench is open, so no editor is shown, nor their loading line
    // that the editors came to replace, 2,000 px tall, once their code was read (docs/decisions/0072).
    const workbench = page.locator('[data-slot="workbench"]');
    await expect(workbench.getByRole('button', { name: 'Start editing' })).toBeVisible();
    expect(await workbench.getByText('Loading the editors…').isVisible()).toBe(false);
    // Its one heading is the "Changes" card's: each editor is a section with a heading of its own.
    expect(await workbench.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Changes']);
    // That code held the page's loader: after the click, no chunk of the route's is asked for (one asked for
    // before it may still be arriving).
    expect(
      log.events
        .slice(clicked)
        .filter(({ kind, path }) => kind === 'start' && /\/assets\/(gds|ndc)-[^/]+\.js$/.test(path)),
    ).toEqual([]);
    const editorsCode = log.at('start', /\/assets\/RecordEditors-[^/]+\.js$/);
    expect(editorsCode).toBeGreaterThan(-1);
    expect(editorsCode).toBeLessThan(log.at('end', /\/api\/reservations\/RES-/));
  });

  test("a results page fetches the offers' code while its search runs", async ({ page }) => {
    const log = requestLog(page);
    await answerSlowly(page, 'POST', '/flight/search/one-way');
    await page.goto(`/result?adt=1&cnn=0&inf=0&unn=0&from=CMN&to=CDG&date=${DEPARTURE}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => log.at('end', /\/api\/flight\/search\/one-way$/)).toBeGreaterThan(-1);
    const offersCode = log.at('start', /\/assets\/OfferResults-[^/]+\.js$/);
    expect(offersCode).toBeGreaterThan(-1);
    expect(offersCode).toBeLessThan(log.at('end', /\/api\/flight\/search\/one-way$/));
  });
});
