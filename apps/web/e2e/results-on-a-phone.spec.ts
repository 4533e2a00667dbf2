import { expect, test } from '@playwright/test';
import { paths } from './support/accounts';
import { DEPARTURE } from './support/booking';
import { SEARCH } from './support/waits';

/**
 * At 375 px, against the sandbox: the results' filters and an offer's fare details open in the
 * global side panel, which is a bottom drawer below 768 px, closed by its 'Close' button.
 */

test.use({ storageState: paths.storageState('member'), viewport: { width: 375, height: 812 } });

test('filters and fare details open in a bottom drawer on a phone', async ({ page }) => {
  await page.goto(`/result?from=CMN&to=CDG&date=${DEPARTURE}&adt=1&cnn=0&inf=0&unn=0`);
  await expect(page.getByRole('heading', { level: 1, name: 'One-way flights' })).toBeVisible(SEARCH);
  const count = page.locator('[data-slot="offer-count"]');
  const total = Number(/of (\d+) offers/.exec((await count.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);
  await expect(page.getByRole('checkbox', { name: 'Direct' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toHaveAttribute('data-variant', 'drawer');
  await expect(drawer.getByRole('button', { name: `Show ${String(total)} offers` })).toBeVisible();
  await drawer.getByRole('checkbox', { name: 'Direct' }).check();
  const show = drawer.getByRole('button', { name: /^Show \d+ offers?$/ });
  await expect(show).not.toHaveText(`Show ${String(total)} offers`);
  const shown = Number(/\d+/.exec((await show.textContent()) ?? '')?.[0]);
  await show.click();
  await expect(drawer).toBeHidden();
  await expect(count).toHaveText(`${String(shown)} of ${String(total)} offers`);

  await page
    .locator('[data-slot="offer-card"]')
    .first()
    .getByRole('button', { name: 'Fare details' })
    .click();
  const details = page.getByRole('dialog', { name: /fare details$/ });
  await expect(details).toHaveAttribute('data-variant', 'drawer');
  await expect(details.getByRole('table').first()).toBeVisible();
  // The fare rules, which cross from the decoding worker once per distinct set (docs/decisions/0087).
  await expect(details).toContainText('A ticket may be voided until 23:59 on the day it was issued.');
  // Pinned to the bottom edge once it has slid in.
  await expect
    .poll(async () => {
      const box = await details.boundingBox();
      return box === null ? null : Math.round(box.y + box.height);
    })
    .toBe(812);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
});
