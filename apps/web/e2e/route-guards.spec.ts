import { expect, test } from '@playwright/test';
import { paths } from './support/accounts';

/**
 * SPEC §2 and §6 in the built app, on the cells of the guard matrix where the roles differ: the pages
 * some roles may not open, for each role (a role that may not open one lands on /, and its navigation
 * offers only what it may open), and signed out (to /auth/login carrying the page and its search). The
 * whole matrix, every guarded page × role, is in flight-domain's unit tests
 * (packages/flight-domain/src/redirects.test.ts, "guarded pages × roles"). The low-cost plugin's pages,
 * with the plugin's build flag on and off: low-cost-plugin.spec.ts.
 */
const ROLES = ['admin', 'owner', 'member'] as const;
type Role = (typeof ROLES)[number];

const RESTRICTED: readonly { path: string; heading: string; roles: readonly Role[] }[] = [
  { path: '/balance', heading: 'Balance', roles: ['admin'] },
  { path: '/settings/organizations', heading: 'Organizations', roles: ['admin'] },
  { path: '/settings/roles-permissions', heading: 'Roles & permissions', roles: ['admin', 'owner'] },
  { path: '/settings/members', heading: 'Members', roles: ['admin', 'owner'] },
];

for (const role of ROLES) {
  test.describe(`as ${role}`, () => {
    test.use({ storageState: paths.storageState(role) });

    test('the restricted pages its role allows open and are in the navigation; the others send to / and are not', async ({
      page,
    }) => {
      for (const { path, heading, roles } of RESTRICTED) {
        await test.step(path, async () => {
          await page.goto(path);
          if (roles.includes(role)) {
            await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
            // The page itself (an admin of one organization's /balance adds that organization to the search).
            await expect(page).toHaveURL((url) => url.pathname === path);
          } else {
            await expect(page).toHaveURL('/');
            await expect(page.getByRole('heading', { level: 1, name: 'Comptoir' })).toBeVisible();
          }
        });
      }
      const navigation = page.getByRole('navigation', { name: 'Main' });
      for (const { heading, roles, path } of RESTRICTED) {
        const link = navigation.getByRole('link', { name: heading, exact: true });
        await expect(link, path).toHaveCount(roles.includes(role) ? 1 : 0);
      }
    });
  });
}

test('signed out, a page sends to /auth/login with the page and its search as redirect', async ({ page }) => {
  for (const returnTo of ['/reservations?page=2', '/settings/members']) {
    await page.goto(returnTo);
    await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(returnTo)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  }
});
