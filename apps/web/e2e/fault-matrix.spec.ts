import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test';
import { paths, signInByForm } from './support/accounts';
import { DEPARTURE } from './support/booking';
import { firstRecordPath } from './support/records';
import { type Fault, FAULT_MESSAGES, faultRouting, untilShown, watchErrorToast } from './support/faults';

/**
 * The fault matrix: every screen that loads data, staged with Playwright's request routing on the
 * screen's own calls. Four screens, one for each way the app reads an answer (the route's session check,
 * an application list, a better-auth block, the airline's XML), go through every fault: HTTP 500 without a
 * message, a network failure, a time-out and a malformed body; the other screens, whose calls go through
 * the same clients, through HTTP 500. For each screen, one page goes through its faults in turn: never a
 * blank page, SPEC §8's fallback panel ('Something went wrong!', the fault's message behind 'Show Error' /
 * 'Hide Error', 'Try again') in the screen (a result page: its own error view, SPEC §2) and the message in
 * a toast, the retry asks again and recovers once the fault is gone; then a 401 sends to /auth/login with
 * the page as redirect. A new screen that loads data adds its row (e2e/README.md).
 */

/** The faults a screen's retry goes through, in order; the 401 comes last (it leaves the page). */
const EVERY_FAULT = ['HTTP 500', 'network failure', 'time-out', 'malformed body'] as const satisfies Fault[];

/** A screen whose calls go through a client another row already puts through every fault. */
const HTTP_500_ONLY = ['HTTP 500'] as const satisfies Fault[];

const RETRY = /^(Try again|Search again)$/;

interface Screen {
  /** Whose shared session opens it (sessions.setup.spec.ts). */
  role: 'admin' | 'owner' | 'member';
  /** The page, or how to find one (a record's page asks the sandbox for a record). */
  path: string | ((request: APIRequestContext) => Promise<string>);
  /** The screen's own calls, which the faults hit. */
  calls: (url: URL) => boolean;
  /** Where the screen shows a failure and its retry (the whole page when the screen is one block). */
  scope: (page: Page) => Locator;
  /** Visible once the screen shows its data. */
  loaded: (page: Page) => Locator;
  /** The messages where the screen's calls are better-auth's, not the application API's. */
  messages?: Partial<Record<Fault, string | RegExp>>;
  /**
   * A result page: its own error view (SPEC §2: 'Result pages show an error view when their search
   * fails'), the message shown at once, instead of SPEC §8's fallback panel.
   */
  errorView?: true;
  /** The route fails as a whole (the session check): the panel stands for the page, without a toast. */
  fallback?: true;
  /** The faults before the 401: every one where the row stands for its client, else HTTP 500. */
  faults: readonly Exclude<Fault, '401'>[];
}

const api = (path: string) => (url: URL) => url.pathname === `/api${path}`;
const main = (page: Page) => page.locator('main');
/** A result page loaded: its first offer, since its heading stands while the search runs too (0074). */
const offersShown = (page: Page) => page.locator('[data-slot="offer-card"]').first();

/** A record of the signed-in organization, as its list's first page answers it. */
const firstRecord = (kind: 'reservations' | 'tickets') => (request: APIRequestContext) =>
  firstRecordPath(request, kind);

const passengers = 'adt=1&cnn=0&inf=0&unn=0';
const multiCity = encodeURIComponent(
  JSON.stringify([
    { from: 'CMN', to: 'CDG', date: DEPARTURE },
    { from: 'CDG', to: 'RAK', date: '2027-03-22' },
  ]),
);

const loadedBlock = (page: Page) => main(page).locator('[data-state="success"]').first();

/**
 * better-auth's calls: a failed one says the server's message or else its status text (the toast adds the
 * response type and status code, SPEC §8).
 */
const AUTH_MESSAGES = { 'HTTP 500': /Internal Server Error/ } as const;

const SCREENS: Record<string, Screen> = {
  'any page (the session check)': {
    role: 'member',
    path: '/tickets',
    calls: api('/auth/get-session'),
    scope: (page) => page.locator('body'),
    loaded: (page) => page.getByRole('heading', { level: 1, name: 'Tickets' }),
    messages: AUTH_MESSAGES,
    fallback: true,
    faults: EVERY_FAULT,
  },
  settings: {
    role: 'member',
    path: '/settings',
    calls: api('/auth/organization/get-full-organization'),
    scope: (page) => page.getByRole('region', { name: 'Organization' }),
    // Its second block: the active organization.
    loaded: (page) =>
      page.getByRole('region', { name: 'Organization' }).locator('[data-state="success"]').last(),
    messages: AUTH_MESSAGES,
    faults: EVERY_FAULT,
  },
  home: {
    role: 'admin',
    path: '/',
    calls: api('/reservations'),
    scope: (page) => page.getByRole('region', { name: 'Latest reservations' }),
    loaded: (page) =>
      page.getByRole('region', { name: 'Latest reservations' }).locator('[data-state="success"]'),
    faults: HTTP_500_ONLY,
  },
  'one-way results': {
    role: 'member',
    path: `/result?${passengers}&from=CMN&to=CDG&date=${DEPARTURE}`,
    calls: api('/flight/search/one-way'),
    scope: main,
    loaded: offersShown,
    errorView: true,
    faults: HTTP_500_ONLY,
  },
  'round-trip results': {
    role: 'member',
    path: `/result/round-trip?${passengers}&from=CMN&to=CDG&date=${DEPARTURE}&returnDate=2027-03-22`,
    calls: api('/flight/search/round-trip'),
    scope: main,
    loaded: offersShown,
    errorView: true,
    faults: HTTP_500_ONLY,
  },
  'multi-city results': {
    role: 'member',
    path: `/result/multi-city?${passengers}&destinations=${multiCity}`,
    calls: api('/flight/search/multi-city'),
    scope: main,
    loaded: offersShown,
    errorView: true,
    faults: HTTP_500_ONLY,
  },
  reservations: {
    role: 'admin',
    path: '/reservations',
    calls: api('/reservations'),
    scope: main,
    loaded: (page) => page.getByRole('table', { name: 'Reservations' }).locator('tbody tr').first(),
    faults: EVERY_FAULT,
  },
  reservation: {
    role: 'admin',
    path: firstRecord('reservations'),
    calls: (url) => /^\/api\/reservations\/[^/]+$/.test(url.pathname),
    scope: main,
    loaded: (page) => page.getByRole('heading', { level: 1, name: /^Reservation [A-Z0-9]{6}$/ }),
    faults: HTTP_500_ONLY,
  },
  tickets: {
    role: 'owner',
    path: '/tickets',
    calls: api('/tickets'),
    scope: main,
    loaded: (page) => page.getByRole('table', { name: 'Tickets' }).locator('tbody tr').first(),
    faults: HTTP_500_ONLY,
  },
  queues: {
    role: 'member',
    path: '/queues',
    calls: api('/queues/deadlines'),
    scope: main,
    loaded: (page) => page.getByRole('table', { name: 'Ticketing deadlines' }).locator('tbody tr').first(),
    faults: HTTP_500_ONLY,
  },
  ticket: {
    role: 'owner',
    path: firstRecord('tickets'),
    calls: (url) => /^\/api\/tickets\/[^/]+$/.test(url.pathname),
    scope: main,
    loaded: (page) => page.getByRole('heading', { level: 1, name: /^Ticket \d{13}$/ }),
    faults: HTTP_500_ONLY,
  },
  balance: {
    role: 'admin',
    path: '/balance',
    calls: api('/balance/entities'),
    scope: main,
    // An admin of one organization: once the balances load, /balance is that organization's ledger.
    loaded: (page) => main(page).getByRole('table', { name: 'Ledger' }),
    faults: HTTP_500_ONLY,
  },
  markups: {
    role: 'owner',
    path: '/markups',
    calls: api('/organization/markups'),
    scope: main,
    loaded: loadedBlock,
    faults: HTTP_500_ONLY,
  },
  members: {
    role: 'owner',
    path: '/settings/members',
    calls: (url) => url.pathname.startsWith('/api/admin/members'),
    scope: main,
    loaded: (page) => page.getByRole('table', { name: 'Members' }).locator('tbody tr').first(),
    faults: HTTP_500_ONLY,
  },
  organizations: {
    role: 'admin',
    path: '/settings/organizations',
    calls: api('/organization/list'),
    scope: main,
    loaded: (page) => page.getByRole('table', { name: 'Organizations' }).locator('tbody tr').first(),
    faults: HTTP_500_ONLY,
  },
  'roles & permissions': {
    role: 'owner',
    path: '/settings/roles-permissions',
    calls: api('/roles'),
    scope: main,
    loaded: (page) => page.getByRole('table', { name: 'Permission matrix' }),
    faults: HTTP_500_ONLY,
  },
  'low-cost results': {
    role: 'member',
    path: '/low-cost/results?from=RAK&to=ORY&date=2027-03-15&adt=1&cnn=0&inf=0&unn=0',
    // The airline's API: one XML call, passed through by the backend.
    calls: api('/low-cost/ota'),
    scope: main,
    loaded: (page) => page.getByRole('navigation', { name: 'Low-fare calendar' }),
    // An answer that is not XML is the airline's, not JSON: the client says it could not read it.
    messages: { 'malformed body': /^The airline's answer could not be read\. Not well-formed XML/ },
    faults: EVERY_FAULT,
  },
  'low-cost support': {
    role: 'member',
    path: '/low-cost/support',
    calls: api('/low-cost/support-requests'),
    scope: (page) => page.getByRole('region', { name: 'Support requests' }),
    loaded: (page) =>
      page.getByRole('region', { name: 'Support requests' }).locator('[data-state="success"]'),
    faults: HTTP_500_ONLY,
  },
  'low-cost holds': {
    role: 'member',
    path: '/low-cost/holds',
    calls: api('/low-cost/holds'),
    scope: main,
    loaded: (page) => page.getByRole('table', { name: 'Low-cost holds' }).locator('tbody tr').first(),
    faults: HTTP_500_ONLY,
  },
  'low-cost XML support': {
    role: 'member',
    path: '/low-cost/xml-support',
    calls: api('/low-cost/xml-messages'),
    scope: (page) => page.getByRole('region', { name: 'XML messages' }),
    loaded: (page) => page.getByRole('region', { name: 'XML messages' }).locator('[data-state="success"]'),
    faults: HTTP_500_ONLY,
  },
};

/** What `screen` says for `fault`. */
function messageOf(screen: Screen, fault: Exclude<Fault, '401'>): string | RegExp {
  return screen.messages?.[fault] ?? FAULT_MESSAGES[fault];
}

/**
 * What the screen shows for `fault`: SPEC §8's fallback panel in the screen, its message behind 'Show
 * Error', with 'Try again' (a result page: its error view, the message shown, with its retry); the message
 * in a toast (watched for since the call was made: `toastShown`).
 */
async function expectFailure(
  page: Page,
  screen: Screen,
  fault: Exclude<Fault, '401'>,
  toastShown: () => Promise<void>,
) {
  const message = messageOf(screen, fault);
  if (screen.errorView) {
    await untilShown(page, screen.scope(page).getByRole('alert').filter({ hasText: message }));
  } else {
    const panel = screen.scope(page).getByRole('alert').filter({ hasText: 'Something went wrong!' });
    const details = panel.locator('[data-slot="failure-panel-details"]');
    // Until the panel tells this fault (the one before stays up while the page loads again): a new panel
    // has its details hidden, 'Show Error' shows them.
    await untilShown(page, details.filter({ hasText: message }), async () => {
      const show = panel.getByRole('button', { name: 'Show Error' });
      if (await show.isVisible()) await show.click({ timeout: 1_000 }).catch(() => undefined);
    });
    await panel.getByRole('button', { name: 'Hide Error' }).click();
    await expect(details).toBeHidden();
    await panel.getByRole('button', { name: 'Show Error' }).click();
    await expect(details).toContainText(message);
  }
  if (!screen.fallback) await toastShown();
  await expect(screen.scope(page).getByRole('button', { name: RETRY })).toBeVisible();
}

for (const [name, screen] of Object.entries(SCREENS)) {
  test.describe(() => {
    test.use({ storageState: paths.storageState(screen.role) });

    test(`${name}: ${screen.faults.join(', ')} ${screen.faults.length === 1 ? 'shows its' : 'each show their'} message and a retry, the retry recovers, a 401 signs out`, async ({
      page,
    }) => {
      // Up to six steps in one page, two of them full loads: more than one page's time.
      if (screen.faults.length > 1) test.slow();
      const path = typeof screen.path === 'string' ? screen.path : await screen.path(page.request);
      const faults = await faultRouting(page, screen.calls);
      for (const [index, fault] of screen.faults.entries()) {
        await test.step(fault, async () => {
          await faults.set(fault);
          const toastShown = watchErrorToast(page, messageOf(screen, fault));
          if (index === 0) await page.goto(path);
          else await screen.scope(page).getByRole('button', { name: RETRY }).click();
          await expectFailure(page, screen, fault, toastShown);
        });
      }
      await test.step('the retry recovers', async () => {
        await faults.set(null);
        await screen.scope(page).getByRole('button', { name: RETRY }).click();
        await untilShown(page, screen.loaded(page));
        await expect(screen.scope(page).getByRole('alert')).toHaveCount(0);
      });
      await test.step('401', async () => {
        // The session is gone (its cookie cleared): the screen's call answers 401, the session check no one.
        const { pathname, search } = new URL(page.url());
        await page.context().clearCookies();
        await faults.set('401');
        // The page may notice first (a call of its own answers 401): the reload finds it signed out either way.
        await page.reload();
        await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      });
    });
  });
}

test.describe('the search form', () => {
  test.use({ storageState: paths.storageState('member') });

  test('a failed airport lookup says why, and a 401 keeps the half-filled form through signing in again', async ({
    page,
  }) => {
    // A fault, then a whole sign-in by form.
    test.slow();
    const faults = await faultRouting(page, api('/search'));
    await page.goto('/search');
    const form = page.getByRole('form', { name: 'One-way flight search' });
    const from = form.getByRole('combobox', { name: 'From', exact: true });
    const to = form.getByRole('combobox', { name: 'To', exact: true });
    await from.fill('CMN');
    await page.getByRole('option', { name: /^CMN / }).first().click();
    await form.getByLabel('Departure', { exact: true }).fill('15/03/2027');
    // A failed airport lookup (the application client, which the rows above put through every fault): its
    // message under the field and in a toast.
    await test.step('HTTP 500', async () => {
      await faults.set('HTTP 500');
      const message = FAULT_MESSAGES['HTTP 500'];
      const toastShown = watchErrorToast(page, message);
      await to.fill('PA');
      const shown = form.getByText(`Could not load locations: `).filter({ hasText: message });
      await untilShown(page, shown);
      await toastShown();
    });
    await test.step('401: signed out, then back to the form as it was', async () => {
      await faults.set('401');
      await page.context().clearCookies();
      await to.fill('AG');
      await untilShown(page, page.getByRole('heading', { level: 1, name: 'Sign in' }));
      await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent('/search')}`);
      await faults.set(null);
      await signInByForm(page, 'member');
      await expect(page).toHaveURL('/search');
      await expect(from).toHaveValue(/^CMN – \S/);
      await expect(form.getByLabel('Departure', { exact: true })).toHaveValue('15/03/2027');
      // And the lookup that failed works again.
      await to.fill('AGA');
      await expect(page.getByRole('option', { name: /^AGA / }).first()).toBeVisible();
    });
  });
});
