import { expect, test } from '@playwright/test';
import { paths } from './support/accounts';

test.use({ storageState: paths.storageState('member') });

test('an unknown route, a wrong-case spelling of /search and an unknown page of the auth area are not found; Return Home goes to /', async ({
  page,
}) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search flights' })).toBeVisible();
  // Routes are case-sensitive.
  await page.goto('/Search');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.goto('/auth/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

  await page.goto('/no-such-page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('button', { name: 'Return Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Quick search' })).toBeVisible();
});
