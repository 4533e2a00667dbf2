import { expect, test } from '@playwright/test';
import { paths } from './support/accounts';
import { DEPARTURE } from './support/booking';

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
