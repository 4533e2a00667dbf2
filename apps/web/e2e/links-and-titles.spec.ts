import { expect, type Page, test } from '@playwright/test';
import { paths } from './support/accounts';
import { DEPARTURE } from './support/booking';
import { LOAD } from './support/waits';

/**
 * Every page titles the document. The links' preloading after the router's intent delay
 * (SPEC §9): home.spec.ts.
 */

test.use({ storageState: paths.storageState('admin') });

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

/** Where a list page scrolls sideways: the page, or a table inside it wider than its box. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const overflowing = (element: Element) => element.scrollWidth > element.clientWidth;
    const page = document.documentElement;
    const tables = [...document.querySelectorAll('table')].map((table) => table.parentElement);
    return [
      ...(overflowing(page) ? ['the page'] : []),
      ...tables
        .filter((box): box is HTMLElement => box !== null && overflowing(box))
        .map((box) => box.querySelector('caption')?.textContent ?? 'a table'),
    ];
  });
}

test('every list fits: at 375 px no list page scrolls sideways and each row shows its status; at 1280 px no column is clipped; an admin of one organization opens /balance on its ledger', async ({
  page,
}) => {
  test.slow();
  // Each page with what shows it has loaded, and what each row's status is shown by, where it has one.
  const lists = [
    { path: '/reservations', loaded: '[data-slot="data-table-row"]', status: 'reservation-status-badge' },
    { path: '/tickets', loaded: '[data-slot="data-table-row"]', status: 'ticket-status-badge' },
    { path: '/settings/organizations', loaded: '[data-slot="data-table-row"]' },
    { path: '/settings/members', loaded: '[data-slot="data-table-row"]' },
    { path: '/balance', loaded: '[data-slot="ledger-section"] [data-slot="data-table-row"]' },
    { path: '/', loaded: '[data-slot="home-list-item"]', status: 'reservation-status-badge' },
  ];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const { path, loaded, status } of lists) {
      await page.goto(path);
      await expect(page.locator(loaded).first()).toBeVisible(LOAD);
      if (status !== undefined) {
        const rows = page.locator(loaded);
        const count = await rows.count();
        for (let index = 0; index < count; index += 1) {
          const badge = rows.nth(index).locator(`[data-slot="${status}"]`);
          await badge.scrollIntoViewIfNeeded();
          await expect(badge).toBeInViewport({ ratio: 1 });
          if (index === 2) break;
        }
      }
      expect(await sidewaysOverflow(page), `${path} at ${String(width)} px`).toEqual([]);
    }
  }
  // Nadia Tazi administers Atlas Voyages Casablanca alone: /balance is its ledger and top-up.
  await page.goto('/balance');
  await expect(page).toHaveURL(/\/balance\?organization=org_casablanca$/, LOAD);
  await expect(page.getByRole('button', { name: 'Top up' })).toBeVisible(LOAD);
  await expect(page.getByRole('table', { name: 'Balances of the organizations' })).toHaveCount(0);
  await expect(page.getByText('Choose an organization to see its ledger and top it up.')).toHaveCount(0);
});
