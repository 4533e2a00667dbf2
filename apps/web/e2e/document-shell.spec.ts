import { expect, test } from '@playwright/test';

/**
 * Issue 28 §4: the document the build serves says it is in English (amounts and dates stay fr-FR
 * through Intl) and ships its favicon.
 */
test('the page is in English and shows the favicon the build ships', async ({ page, request }) => {
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const icon = page.locator('head link[rel="icon"]');
  await expect(icon).toHaveAttribute('type', 'image/svg+xml');
  const href = await icon.getAttribute('href');
  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  expect(await response.text()).toContain('<svg');
});
