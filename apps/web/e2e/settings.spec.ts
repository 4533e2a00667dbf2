import { readFile } from 'node:fs/promises';
import { DATA_FETCHING } from '@comptoir/flight-domain';
import { type Browser, expect, test } from '@playwright/test';
import {
  APP_ORIGIN,
  lastEmailedCode,
  paths,
  SANDBOX_PASSWORD,
  SANDBOX_URL,
  signedInContext,
  storedContext,
  type AccountName,
} from './support/accounts';
import { freshUser } from './support/fresh-user';
import { countSlowCalls } from './support/requests';
import { LOAD } from './support/waits';

/**
 * Settings end to end against the sandbox: /settings for the owner, and for users each test creates (so
 * that regenerating codes, turning two-factor off and switching organization change nobody else's state).
 * The organization block's error state and retry: fault-matrix.spec.ts.
 */

/** A browser context signed in as a new member of the given organizations (the first active). */
async function signedInAsFreshUser(browser: Browser, label: string, organizations: readonly AccountName[]) {
  const admin = await storedContext(browser, 'platform-admin');
  const owners = await Promise.all(organizations.map((owner) => signedInContext(browser, owner)));
  const ORGANIZATION_OF: Partial<Record<AccountName, string>> = {
    owner: 'org_casablanca',
    ownerMarrakech: 'org_marrakech',
    ownerParis: 'org_paris',
  };
  const context = await browser.newContext();
  const user = await freshUser(
    context.request,
    admin.request,
    owners.map((owner, index) => ({
      request: owner.request,
      organizationId: ORGANIZATION_OF[organizations[index] ?? 'owner'] ?? 'org_casablanca',
    })),
    label,
  );
  await Promise.all([admin.close(), ...owners.map((owner) => owner.close())]);
  return { context, user };
}

test.describe('as the owner', () => {
  test.use({ storageState: paths.storageState('owner') });

  test('shows the profile, the team and the organization in full', async ({ page }) => {
    await page.goto('/settings');
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile).toContainText('owner.casablanca@comptoir.test', LOAD);
    await expect(profile).toContainText('Owner');
    await expect(page.getByRole('list', { name: 'Your teams' })).toContainText('Ticketing desk');
    await expect(page.getByRole('table')).toContainText('member.casablanca@comptoir.test');
  });
});

test("a user's own two-factor: new backup codes asked for once, saved as a text file, one of them signs in; an e-mailed code sent and checked; turning two-factor off with the password sends to set it up again", async ({
  browser,
}) => {
  // A new user, two browsers and a sign-in by form.
  test.slow();
  const { context, user } = await signedInAsFreshUser(browser, 'two-factor', ['owner']);
  const page = await context.newPage();
  await page.goto('/settings');
  const regenerate = page.getByRole('form', { name: 'Regenerate backup codes' });
  await regenerate.getByLabel('Current password').fill(SANDBOX_PASSWORD);
  const regenerations = await countSlowCalls(page, 'POST', '/two-factor/generate-backup-codes');
  await regenerate.getByRole('button', { name: 'Regenerate backup codes' }).dblclick();
  const codes = page.getByRole('list', { name: 'New backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10, LOAD);
  expect(regenerations()).toBe(1);
  const shown = await codes.allTextContents();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as .txt' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('comptoir-backup-codes.txt');
  const saved = await readFile(await download.path(), 'utf8');
  for (const code of shown) expect(saved).toContain(code);

  const other = await browser.newContext();
  const signIn = await other.newPage();
  await signIn.goto('/auth/login');
  await signIn.getByLabel('E-mail').fill(user.email);
  await signIn.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn).toHaveURL(/\/auth\/verify/);
  await signIn.getByRole('radio', { name: 'Backup code' }).click();
  await signIn.getByLabel('Backup code').fill(shown[3] ?? '');
  await signIn.getByRole('button', { name: 'Verify' }).click();
  await expect(signIn).toHaveURL('/');
  await other.close();

  await page.getByRole('button', { name: 'Send a code by e-mail' }).click();
  let code: string | undefined;
  await expect.poll(async () => (code = await lastEmailedCode(user.email)) !== undefined).toBe(true);
  await page.getByLabel('Code from the e-mail').fill(code ?? '');
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByText('The code works: e-mailed codes reach you.')).toBeVisible();

  const disable = page.getByRole('form', { name: 'Disable two-factor' });
  await disable.getByLabel('Current password').fill('not the password');
  await disable.getByRole('button', { name: 'Disable two-factor' }).click();
  await expect(disable.getByRole('alert')).toBeVisible();
  await expect(disable.getByLabel('Current password')).toHaveValue('not the password');
  await disable.getByLabel('Current password').fill(SANDBOX_PASSWORD);
  await disable.getByRole('button', { name: 'Disable two-factor' }).click();
  await expect(page).toHaveURL(/\/auth\/setup-2fa/, LOAD);
  await context.close();
});

test('switching organization changes what every page shows', async ({ browser }) => {
  const { context } = await signedInAsFreshUser(browser, 'switch', ['owner', 'ownerMarrakech']);
  const page = await context.newPage();
  await page.goto('/reservations');
  const firstRow = page.getByRole('table', { name: 'Reservations' }).locator('tbody tr').first();
  // Its text once it holds a reservation, not the placeholder row shown while the page loads.
  await expect(firstRow).not.toBeEmpty(LOAD);
  const casablancaFirst = await firstRow.textContent();

  await page.goto('/settings');
  await expect(page.getByRole('table')).toContainText('owner.casablanca@comptoir.test', LOAD);
  const switches = await countSlowCalls(page, 'POST', '/organization/set-active');
  await page.getByRole('button', { name: 'Switch to Menara Travel Marrakech' }).dblclick();
  await expect(page.getByRole('table')).toContainText('owner.marrakech@comptoir.test', LOAD);
  await expect(page.getByRole('table')).not.toContainText('owner.casablanca@comptoir.test');
  expect(switches()).toBe(1);

  await page.goto('/reservations');
  await expect(firstRow).toBeVisible(LOAD);
  await expect(firstRow).not.toHaveText(casablancaFirst ?? '');
  await context.close();
});

test('an organization made active in another tab is the one the next page shows, once the session check sent alongside that page answers (docs/decisions/0094)', async ({
  browser,
}) => {
  const { context } = await signedInAsFreshUser(browser, 'elsewhere', ['owner', 'ownerMarrakech']);
  const page = await context.newPage();
  // The page's own clock: the cached session's deduping interval is jumped rather than waited out.
  await page.clock.install();
  await page.goto('/reservations');
  const switcher = page.getByRole('combobox', { name: 'Organization' });
  await expect(switcher).toHaveText('Atlas Voyages Casablanca', LOAD);
  const firstRow = page.getByRole('table', { name: 'Reservations' }).locator('tbody tr').first();
  await expect(firstRow).not.toBeEmpty(LOAD);
  const casablancaFirst = await firstRow.textContent();

  // Another tab of the same browser makes Marrakech active: this one's cached session still says Casablanca.
  const elsewhere = await context.request.post(`${SANDBOX_URL}/api/auth/organization/set-active`, {
    headers: { origin: APP_ORIGIN },
    data: { organizationId: 'org_marrakech' },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await page.clock.fastForward(DATA_FETCHING.dedupingIntervalMs + 500);
  const navigation = page.getByRole('navigation', { name: 'Main' });
  // A click without hovering first: hovering would preload the page, and check the session then.
  await navigation.getByRole('link', { name: 'Tickets' }).dispatchEvent('click');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible(LOAD);
  await expect(switcher).toHaveText('Menara Travel Marrakech', LOAD);

  // Casablanca's answers were dropped with its session: the list is asked for again, as Marrakech's.
  await navigation.getByRole('link', { name: 'Reservations' }).dispatchEvent('click');
  await expect(firstRow).not.toBeEmpty(LOAD);
  await expect(firstRow).not.toHaveText(casablancaFirst ?? '');
  await context.close();
});
