import AxeBuilder from '@axe-core/playwright';
import { flightsOn } from '@comptoir/plugin-low-cost/mock';
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { paths } from './support/accounts';
import { DEPARTURE } from './support/booking';
import { firstRecordPath } from './support/records';

/**
 * Axe on every page at 1280 and 375 px, signed in as each role where the pages differ
 * (the shared sessions of sessions.setup.spec.ts), with no serious or critical finding. One test per
 * visitor walks its pages; each page is checked at both widths without loading it again.
 */

const WIDTHS = [1280, 375] as const;

/** A page of the walk: its path, or how to find one (a record's page asks the sandbox for a record). */
type Stop = string | ((request: APIRequestContext) => Promise<string>);

/** The first record of a list, as the signed-in organization sees it. */
const firstRecord =
  (kind: 'reservations' | 'tickets'): Stop =>
  (request) =>
    firstRecordPath(request, kind);

/**
 * What is still loading, as shown: a record's closed workbench holds the next one's editors hidden, their
 * loading waiting for it to open. A record's page is busy until its sections after the itinerary are drawn.
 */
const LOADING_SHOWN = '[data-state="pending"]:visible, [data-slot$="-loading"]:visible, [aria-busy="true"]';

/** A page has loaded: its heading is up and none of its blocks shown is still loading. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(LOADING_SHOWN)).toHaveCount(0, { timeout: 20_000 });
}

/** The serious and critical findings of axe on the page as it is, one line each. */
async function findings(page: Page): Promise<string[]> {
  const { violations, passes } = await new AxeBuilder({ page }).analyze();
  expect(passes.length, 'axe ran its rules').toBeGreaterThan(0);
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      ({ id, impact, help, nodes }) =>
        `${impact} ${id}: ${help} — ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Checks each page at both widths: loaded at the width the page before ended at, then resized to the other
 * (one resize a page, each a relayout of the whole page).
 */
async function walk(page: Page, stops: readonly Stop[]) {
  const found: string[] = [];
  const widths: number[] = [...WIDTHS];
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  for (const stop of stops) {
    const path = typeof stop === 'string' ? stop : await stop(page.request);
    await test.step(path, async () => {
      await page.goto(path);
      await settled(page);
      for (const [index, width] of widths.entries()) {
        if (index > 0) {
          await page.setViewportSize({ width, height: 800 });
          // A part drawn for the other width only (a drawer's trigger, a list's other layout) loads too.
          await settled(page);
        }
        found.push(...(await findings(page)).map((finding) => `${path} at ${width} px: ${finding}`));
      }
    });
    widths.reverse();
  }
  expect(found).toEqual([]);
}

const RESULTS = `/result?adt=1&cnn=0&inf=0&unn=0&from=CMN&to=CDG&date=${DEPARTURE}`;
/** /book with an offer this tab did not choose: the page that says so. */
const BOOK = `/book?type=oneway&params=${encodeURIComponent(JSON.stringify({ offerId: 'o', productId: 'p', identifier: 'i' }))}`;

const LOW_COST_SEARCH = 'from=RAK&to=ORY&date=2027-03-15&adt=1&cnn=0&inf=0&unn=0';
/**
 * The booking link of the airline's first flight that day, as its schedule has it: a flight it does not
 * fly would show the page's "no longer offered" failure instead of its form.
 */
const LOW_COST_OUTBOUND = (() => {
  const [flight] = flightsOn('RAK', 'ORY', '2027-03-15');
  if (flight === undefined) throw new Error('The airline flies RAK to ORY on 15 March 2027 in its schedule.');
  const { flightNumber, departure } = flight;
  return encodeURIComponent(JSON.stringify({ flightNumber, departure, bundle: 'BASIC' }));
})();

const WALKS: Record<string, { storageState?: string; stops: readonly Stop[] }> = {
  'a visitor signed out': {
    stops: ['/auth/login', '/auth/forgot-password', '/auth/verify', '/no-such-page'],
  },
  'a user without two-factor': {
    storageState: paths.storageState('without-two-factor'),
    stops: ['/auth/setup-2fa'],
  },
  'an admin, searching': {
    storageState: paths.storageState('admin'),
    stops: ['/', '/search', '/search/round-trip', '/search/multi-city', RESULTS, BOOK],
  },
  'an admin, on the records': {
    storageState: paths.storageState('admin'),
    stops: ['/reservations', firstRecord('reservations'), '/tickets', firstRecord('tickets')],
  },
  'an admin, on the money and settings': {
    storageState: paths.storageState('admin'),
    stops: [
      '/balance',
      '/markups',
      '/settings',
      '/settings/members',
      '/settings/organizations',
      '/settings/roles-permissions',
    ],
  },
  // Where an owner's and a member's pages differ from an admin's: home without the balance, the markups
  // read-only, members as an owner, settings as a member.
  'an owner': { storageState: paths.storageState('owner'), stops: ['/', '/markups', '/settings/members'] },
  'a member': { storageState: paths.storageState('member'), stops: ['/', '/markups', '/settings'] },
  // The low-cost plugin, every page of it (the build every test uses has it).
  'a member, on the low-cost plugin': {
    storageState: paths.storageState('member'),
    stops: [
      '/low-cost',
      `/low-cost/results?${LOW_COST_SEARCH}`,
      `/low-cost/booking?${LOW_COST_SEARCH}&outbound=${LOW_COST_OUTBOUND}`,
      '/low-cost/support',
      '/low-cost/xml-support',
      '/low-cost/holds',
    ],
  },
};

for (const [visitor, { storageState, stops }] of Object.entries(WALKS)) {
  test.describe(() => {
    if (storageState !== undefined) test.use({ storageState });

    test(`every page of ${visitor} has no serious or critical axe finding at 1280 and 375 px`, async ({
      page,
    }) => {
      test.slow();
      await walk(page, stops);
    });
  });
}
