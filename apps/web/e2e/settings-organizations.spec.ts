import { PERMISSION_MESSAGES } from '@comptoir/flight-domain';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, APP_ORIGIN, paths, SANDBOX_URL, signedInContext } from './support/accounts';
import { countSlowCalls } from './support/requests';
import { LOAD } from './support/waits';

/**
 * /settings/organizations end to end. Atlas Voyages Casablanca's admin creates an organization
 * (so becomes its owner) and deletes it at the end, so the sandbox ends as it began for the other specs.
 * The list's error state and retry: fault-matrix.spec.ts.
 */

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('as an organization admin', () => {
  test.use({ storageState: paths.storageState('admin') });

  test('the admin creates an organization with a PNG logo, edits it, cannot delete Casablanca, and deletes the new one as its owner', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/settings/organizations');
    const table = page.getByRole('table', { name: 'Organizations' });
    await expect(table).toContainText('Atlas Voyages Casablanca', LOAD);

    const stamp = Date.now();
    const name = `E2E Voyages ${stamp}`;
    const slug = `e2e-voyages-${stamp}`;
    await page.getByRole('button', { name: 'Create organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create organization' });
    await dialog.getByLabel('Name').fill(name);
    await expect(dialog.getByLabel('Slug')).toHaveValue(slug);
    await dialog.getByLabel('City').fill('Agadir');
    await dialog.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Logo preview' })).toBeVisible(LOAD);
    const creations = await countSlowCalls(page, 'POST', '/api/organization/create');
    await dialog.getByRole('button', { name: 'Create organization' }).dblclick();
    await expect(dialog).toBeHidden(LOAD);
    expect(creations()).toBe(1);

    await page.getByRole('searchbox', { name: 'Search organizations' }).fill(slug);
    // The search in the address first: its delayed address update, landing after a link was followed,
    // would close the details again.
    await expect(page).toHaveURL(new RegExp(`search=${slug}`), LOAD);
    await table.getByRole('link', { name: new RegExp(name) }).click();
    const details = page.getByRole('dialog', { name });
    const logo = details.getByRole('img', { name: 'Logo preview' });
    // The logo is the sandbox's stored file, shown under the app's Content-Security-Policy.
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth), LOAD).toBe(1);
    await details.getByLabel('City').fill('Taroudant');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(details.getByRole('status')).toHaveText('Changes saved.', LOAD);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(table).toContainText('Taroudant', LOAD);

    // Casablanca, where this user is an admin: no deletion offered, and the sandbox refuses one (SPEC §6).
    await page.getByRole('searchbox', { name: 'Search organizations' }).fill('casablanca');
    await expect(page).toHaveURL(/search=casablanca/, LOAD);
    await table.getByRole('link', { name: /Atlas Voyages Casablanca/ }).click();
    const casablanca = page.getByRole('dialog', { name: 'Atlas Voyages Casablanca' });
    await expect(casablanca.getByText("Only the organization's owner may delete it.")).toBeVisible(LOAD);
    const refused = await page.request.post(`${SANDBOX_URL}/api/auth/organization/delete`, {
      headers: { origin: APP_ORIGIN },
      data: { organizationId: 'org_casablanca' },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: PERMISSION_MESSAGES.unauthorized('organization') });
    await casablanca.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('searchbox', { name: 'Search organizations' }).fill(slug);
    // The search in the address first: its delayed address update, landing after a link was followed,
    // would close the details again.
    await expect(page).toHaveURL(new RegExp(`search=${slug}`), LOAD);
    await table.getByRole('link', { name: new RegExp(name) }).click();
    await details.getByLabel(`Type ${slug} to confirm`).fill(slug);
    const deletions = await countSlowCalls(page, 'POST', '/api/auth/organization/delete');
    await details.getByRole('button', { name: `Delete ${name}` }).dblclick();
    await expect(details).toBeHidden(LOAD);
    await expect(table).toContainText(`No results for “${slug}”.`, LOAD);
    expect(deletions()).toBe(1);
  });
});

test('the platform admin impersonates a member, sees the member’s app with the banner, stops and is back', async ({
  browser,
}) => {
  const context = await signedInContext(browser, 'platformAdmin');
  const page = await context.newPage();
  const member = ACCOUNTS.member;
  await page.goto(`/settings/organizations?tab=users&search=${encodeURIComponent(member.email)}`);
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users).toContainText(member.email, LOAD);
  await users.getByRole('button', { name: `Impersonate ${member.name}` }).click();

  const banner = page.locator('[data-slot="impersonation-banner"]');
  await expect(page).toHaveURL(`${APP_ORIGIN}/`, LOAD);
  await expect(banner).toContainText(`You are impersonating ${member.name}`, LOAD);
  // The member's app: no organizations page in the navigation, and / instead of it.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organizations' }),
  ).toHaveCount(0);
  await page.goto('/settings/organizations');
  await expect(page).toHaveURL(`${APP_ORIGIN}/`, LOAD);
  await expect(banner).toBeVisible(LOAD);

  const stops = await countSlowCalls(page, 'POST', '/api/auth/admin/stop-impersonating');
  await banner.getByRole('button', { name: 'Stop impersonating' }).dblclick();
  await expect(page).toHaveURL(/\/settings\/organizations\?tab=users&search=/, LOAD);
  await expect(banner).toBeHidden();
  await expect(page.getByRole('table', { name: 'Users' })).toContainText(member.email, LOAD);
  expect(stops()).toBe(1);
  await context.close();
});

test('deleting the active organization moves the app to the next one, nothing of the deleted one kept', async ({
  browser,
}) => {
  const context = await signedInContext(browser, 'platformAdmin');
  const stamp = Date.now();
  const name = `E2E Active ${String(stamp)}`;
  const slug = `e2e-active-${String(stamp)}`;
  const created = await context.request.post(`${SANDBOX_URL}/api/organization/create`, {
    headers: { origin: APP_ORIGIN },
    data: { name, slug },
  });
  expect(created.status()).toBe(200);
  const page = await context.newPage();
  const navigation = page.getByRole('navigation', { name: 'Main' });
  const reservations = page.getByRole('table', { name: 'Reservations' });
  const switcher = page.getByRole('combobox', { name: 'Organization' });
  await page.goto('/reservations');
  await expect(reservations.locator('tbody tr').first()).toBeVisible(LOAD);
  await switcher.click();
  await page.getByRole('option', { name }).click();
  await expect(reservations).toContainText('Nothing here yet.', LOAD);

  await navigation.getByRole('link', { name: 'Organizations' }).click();
  await page.getByRole('searchbox', { name: 'Search organizations' }).fill(slug);
  await expect(page).toHaveURL(new RegExp(`search=${slug}`), LOAD);
  await page
    .getByRole('table', { name: 'Organizations' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  const details = page.getByRole('dialog', { name });
  await details.getByLabel(`Type ${slug} to confirm`).fill(slug);
  await details.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(details).toBeHidden(LOAD);
  // The sandbox moved the session to the admin's other organization, and the app followed it.
  await expect(switcher).toHaveText('Atlas Voyages Casablanca', LOAD);
  await navigation.getByRole('link', { name: 'Reservations' }).click();
  await expect(reservations.locator('tbody tr').first()).toBeVisible(LOAD);
  await expect(reservations).not.toContainText('Nothing here yet.');
  await context.close();
});
