import { expect, test } from '@playwright/test';
import { DATA_FETCHING } from '@comptoir/flight-domain';
import {
  ACCOUNTS,
  APP_ORIGIN,
  lastEmailedCode,
  SANDBOX_PASSWORD,
  SANDBOX_URL,
  signInByForm,
  totpCode,
} from './support/accounts';

test('signs in with a TOTP code, lands on the page asked for, and signs out', async ({ page }) => {
  await page.goto('/tickets');
  await expect(page).toHaveURL('/auth/login?redirect=%2Ftickets');
  await signInByForm(page, 'ownerParis');
  await expect(page).toHaveURL('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await expect(page.getByText(ACCOUNTS.ownerParis.name).first()).toBeVisible();

  await page.getByRole('button', { name: ACCOUNTS.ownerParis.name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/login');
  await page.goto('/tickets');
  await expect(page).toHaveURL('/auth/login?redirect=%2Ftickets');
});

test('a wrong password or code is refused with the server’s message, and what was typed stays', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(ACCOUNTS.memberParis.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(ACCOUNTS.memberParis.email);

  await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/auth/verify');
  const wrong = totpCode(ACCOUNTS.memberParis.totp) === '000000' ? '111111' : '000000';
  await page.getByLabel('Code from your authenticator app').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /invalid/i })).toBeVisible();
});

test('signs in with a code sent by e-mail', async ({ page }) => {
  const { email } = ACCOUNTS.ownerMarrakech;
  const before = await lastEmailedCode(email);
  await page.goto('/auth/login?redirect=%2Freservations');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/auth/verify?redirect=%2Freservations');
  await page.getByRole('radio', { name: 'E-mail code' }).click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We sent a code to your e-mail address/)).toBeVisible();
  // The sandbox has no mail: it logs the code, and the run keeps its log.
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = await lastEmailedCode(email);
      return code !== undefined && code !== before;
    })
    .toBe(true);
  await page.getByLabel('Code from the e-mail').fill(code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
});

test('the user without two-factor sets it up, then reaches the page asked for', async ({ page }) => {
  await page.goto('/auth/login?redirect=%2Ftickets');
  await page.getByLabel('E-mail').fill('new.agent@comptoir.test');
  await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/auth/setup-2fa?redirect=%2Ftickets');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' }),
  ).toBeVisible();

  await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  const secret = (await page.locator('[data-slot="totp-secret"]').textContent()) ?? '';
  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm and finish' }).click();
  await expect(page).toHaveURL('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();

  // Back to the seed's state, so that a rerun against the same sandbox finds the user without it.
  const disabled = await page.request.post(`${SANDBOX_URL}/api/auth/two-factor/disable`, {
    headers: { origin: APP_ORIGIN },
    data: { password: SANDBOX_PASSWORD },
  });
  expect(disabled.status(), await disabled.text()).toBe(200);
});

test('when the session expires mid-use, signing in again returns to the same page', async ({ page }) => {
  // Two sign-ins through the form, with the cache's deduping interval waited out between them.
  test.slow();
  await page.goto('/auth/login');
  await signInByForm(page, 'memberParis');
  await expect(page).toHaveURL('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();

  // The session ends (its cookie is gone); the next navigation after the cached answer goes stale notices.
  await page.context().clearCookies();
  await page.waitForTimeout(DATA_FETCHING.dedupingIntervalMs + 500);
  // A click without hovering first (touch): hovering would preload the page, notice the expiry already
  // and send to sign-in for the page shown.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reservations' })
    .dispatchEvent('click');
  await expect(page).toHaveURL('/auth/login?redirect=%2Freservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await signInByForm(page, 'memberParis');
  await expect(page).toHaveURL('/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
});
