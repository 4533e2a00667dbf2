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

/**
 * Signing in as a person does (SPEC §2): the form, a TOTP or e-mailed code, the redirect kept, refusals,
 * signing out, a session ending mid-use, and a first sign-in that sets up two-factor. Every other spec
 * starts from a session kept by sessions.setup.spec.ts.
 */

test('signs in with a TOTP code to the page asked for; when the session expires mid-use, signing in again returns to the page then open; signing out leads back to sign-in', async ({
  page,
}) => {
  // Two sign-ins through the form.
  test.slow();
  // The page's own clock: the cached session's deduping interval is jumped rather than waited out.
  await page.clock.install();
  await page.goto('/tickets');
  await expect(page).toHaveURL('/auth/login?redirect=%2Ftickets');
  // The shell's own background call (the queues' count, loaded after the page) answered before the
  // session ends: it would otherwise be the one to notice, and send to sign-in for /tickets.
  const queuesCounted = page.waitForResponse((response) => response.url().endsWith('/queues/summary'));
  await signInByForm(page, 'ownerParis');
  await queuesCounted;
  await expect(page).toHaveURL('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await expect(page.getByText(ACCOUNTS.ownerParis.name).first()).toBeVisible();

  // The session ends (its cookie is gone); the next navigation after the cached answer goes stale notices.
  await page.context().clearCookies();
  await page.clock.fastForward(DATA_FETCHING.dedupingIntervalMs + 500);
  // A click without hovering first (touch): hovering would preload the page, notice the expiry already
  // and send to sign-in for the page shown.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reservations' })
    .dispatchEvent('click');
  await expect(page).toHaveURL('/auth/login?redirect=%2Freservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signInByForm(page, 'ownerParis');
  await expect(page).toHaveURL('/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();

  await page.getByRole('button', { name: ACCOUNTS.ownerParis.name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/login');
  await page.goto('/tickets');
  await expect(page).toHaveURL('/auth/login?redirect=%2Ftickets');
});

test('a wrong password or code is refused with the server’s message, what was typed stays, and a code sent by e-mail then signs in to the page asked for', async ({
  page,
}) => {
  const { email, totp } = ACCOUNTS.ownerMarrakech;
  const before = await lastEmailedCode(email);
  await page.goto('/auth/login?redirect=%2Freservations');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);

  await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/auth/verify?redirect=%2Freservations');
  const wrong = totpCode(totp) === '000000' ? '111111' : '000000';
  await page.getByLabel('Code from your authenticator app').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /invalid/i })).toBeVisible();

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
