import { test as setup } from '@playwright/test';
import { paths, ROLE_ACCOUNTS, signInByApi, signInWithoutTwoFactor } from './support/accounts';

/**
 * One session per role, one for the platform admin (whose tests do not change its session: those that do,
 * impersonating or deleting the active organization, sign in themselves), and one for a user without
 * two-factor, kept for the tests that need them.
 */
for (const [role, account] of Object.entries(ROLE_ACCOUNTS)) {
  setup(`sign in as the ${role}`, async ({ browser }) => {
    const context = await browser.newContext();
    await signInByApi(context.request, account);
    await context.storageState({ path: paths.storageState(role) });
    await context.close();
  });
}

setup('sign in as the platform admin', async ({ browser }) => {
  const context = await browser.newContext();
  await signInByApi(context.request, 'platformAdmin');
  await context.storageState({ path: paths.storageState('platform-admin') });
  await context.close();
});

setup('sign in as a user without two-factor', async ({ browser }) => {
  const admin = await browser.newContext();
  await signInByApi(admin.request, 'platformAdmin');
  const context = await browser.newContext();
  await signInWithoutTwoFactor(context.request, admin.request);
  await context.storageState({ path: paths.storageState('without-two-factor') });
  await Promise.all([admin.close(), context.close()]);
});
