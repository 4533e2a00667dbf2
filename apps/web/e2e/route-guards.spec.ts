import { expect, test } from '@playwright/test';
import { paths } from './support/accounts';

/**
 * SPEC §2 and §6, table-driven: every guarded app page × role. A role that may not open a page lands
 * on /; an anonymous visitor on /auth/login carrying the page. The low-cost plugin's pages, with the
 * plugin's build flag on and off: low-cost-plugin.spec.ts.
 */
const ROLES = ['admin', 'owner', 'member'] as const;
type Role = (typeof ROLES)[number];

const PAGES: readonly { path: string; heading: string; roles: readonly Role[] }[] = [
  { path: '/', heading: 'Comptoir', roles: ROLES },
  { path: '/search', heading: 'Search flights', roles: ROLES },
  { path: '/reservations', heading: 'Reservations', roles: ROLES },
  { path: '/tickets', heading: 'Tickets', roles: ROLES },
  { path: '/settings', heading: 'Settings', roles: ROLES },
  { path: '/balance', heading: 'Balance', roles: ['admin'] },
  { path: '/settings/organizations', heading: 'Organizations', roles: ['admin'] },
  { path: '/settings/roles-permissions', heading: 'Roles & permissions', roles: ['admin', 'owner'] },
  { path: '/settings/members', heading: 'Members', roles: ['admin', 'owner'] },
];

for (const role of ROLES) {
  test.describe(`as ${role}`, () => {
    test.use({ storageState: paths.storageState(role) });

    for (const { path, heading, roles } of PAGES) {
      const allowed = roles.includes(role);
      test(`${path} ${allowed ? 'opens' : 'sends to /'}`, async ({ page }) => {
        await page.goto(path);
        if (allowed) {
          await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
          await expect(page).toHaveURL(path);
        } else {
          await expect(page).toHaveURL('/');
          await expect(page.getByRole('heading', { level: 1, name: 'Comptoir' })).toBeVisible();
        }
      });
    }

    test('the navigation offers only the pages the role may open', async ({ page }) => {
      await page.goto('/');
      const navigation = page.getByRole('navigation', { name: 'Main' });
      for (const { heading, roles, path } of PAGES.filter(({ roles }) => roles !== ROLES)) {
        const link = navigation.getByRole('link', { name: heading, exact: true });
        await expect(link, path).toHaveCount(roles.includes(role) ? 1 : 0);
      }
    });
  });
}

test.describe('anonymous', () => {
  for (const { path } of PAGES) {
    test(`${path} sends to /auth/login with the page as redirect`, async ({ page }) => {
      // The redirect keeps the search too.
      const returnTo = path === '/reservations' ? `${path}?page=2` : path;
      await page.goto(returnTo);
      await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(returnTo)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    });
  }
});
