import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { e2eApps, e2ePaths } from './paths';

/** The password of every sandbox account (apps/sandbox/README.md). */
export const SANDBOX_PASSWORD = 'Comptoir-Sandbox-2026';

/** The sandbox itself, on plain HTTP: where the tests' own requests go. */
export const SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? '4111'}`;
/**
 * The backend as the app's pages call it (the build's VITE_BACKEND_URL): the sandbox itself, or the
 * front that E2E_BACKEND_URL names where the run puts one before it (the benchmarks' TLS front).
 */
export const APP_BACKEND_URL = process.env.E2E_BACKEND_URL ?? SANDBOX_URL;
/** E2E_APP_SCHEME=https where the run serves the app over HTTPS (the benchmarks); plain HTTP otherwise. */
const appScheme = process.env.E2E_APP_SCHEME ?? 'http';
if (appScheme !== 'http' && appScheme !== 'https')
  throw new Error(`E2E_APP_SCHEME is http or https, not ${appScheme}`);
const apps = e2eApps(Number(process.env.E2E_APP_PORT ?? 4181), appScheme);
export const APP_ORIGIN = apps.withPlugin.origin;
/** The build without the low-cost plugin (playwright.config.ts). */
export const APP_WITHOUT_PLUGIN_ORIGIN = apps.withoutPlugin.origin;
export const paths = e2ePaths(Number(process.env.E2E_SANDBOX_PORT ?? 4111));

/** Seed accounts the tests use, with their fixed TOTP secrets (apps/sandbox/README.md). */
export const ACCOUNTS = {
  platformAdmin: {
    email: 'admin@comptoir.test',
    name: 'Salma Bennani',
    totp: 'MNXW24DUN5UXEOTVONZF64DMMF2GM33S',
  },
  admin: {
    email: 'admin.casablanca@comptoir.test',
    name: 'Nadia Tazi',
    totp: 'MNXW24DUN5UXEOTVONZF6Y3BONQV6YLE',
  },
  owner: {
    email: 'owner.casablanca@comptoir.test',
    name: 'Youssef El Amrani',
    totp: 'MNXW24DUN5UXEOTVONZF6Y3BONQV633X',
  },
  member: {
    email: 'member.casablanca@comptoir.test',
    name: 'Karim Idrissi',
    totp: 'MNXW24DUN5UXEOTVONZF6Y3BONQV63LF',
  },
  ownerMarrakech: {
    email: 'owner.marrakech@comptoir.test',
    name: 'Leila Berrada',
    totp: 'MNXW24DUN5UXEOTVONZF64TBNNPW653O',
  },
  ownerParis: {
    email: 'owner.paris@comptoir.test',
    name: 'Claire Martin',
    totp: 'MNXW24DUN5UXEOTVONZF64DBOJUXGX3P',
  },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** The current code of a base32 TOTP secret (SHA-1, 6 digits, 30 s), as an authenticator app shows it. */
export function totpCode(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
}

/** The roles of SPEC §6 and the seed account that holds each (in Atlas Voyages Casablanca). */
export const ROLE_ACCOUNTS = { admin: 'admin', owner: 'owner', member: 'member' } as const satisfies Record<
  string,
  AccountName
>;

/** A user who has not set up two-factor: created by the sign-in setup, as the seed has only one. */
const WITHOUT_TWO_FACTOR = { email: 'e2e.without-2fa@comptoir.test', name: 'E2E Sans Deux-Facteurs' };

/** better-auth refuses writes from origins it does not trust: speak as the app. */
const FROM_APP = { origin: APP_ORIGIN };

/** Signs in through better-auth's API (password, then the TOTP code): the request context keeps the cookie. */
export async function signInByApi(request: APIRequestContext, account: AccountName): Promise<void> {
  const { email, totp } = ACCOUNTS[account];
  const signIn = await request.post(`${SANDBOX_URL}/api/auth/sign-in/email`, {
    headers: FROM_APP,
    data: { email, password: SANDBOX_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const verify = await request.post(`${SANDBOX_URL}/api/auth/two-factor/verify-totp`, {
    headers: FROM_APP,
    data: { code: totpCode(totp) },
  });
  expect(verify.status(), await verify.text()).toBe(200);
}

/** A browser context of its own with a session kept by sessions.setup.spec.ts (`paths.storageState`). */
export function storedContext(browser: Browser, session: string) {
  return browser.newContext({ storageState: paths.storageState(session) });
}

/** A browser context of its own, signed in as a seed account through the API (`signInByApi`). */
export async function signedInContext(browser: Browser, account: AccountName) {
  const context = await browser.newContext();
  await signInByApi(context.request, account);
  return context;
}

/**
 * Signs in a user without two-factor, created by the platform admin (`adminRequest`, signed in) unless a
 * rerun against the same sandbox already did.
 */
export async function signInWithoutTwoFactor(
  request: APIRequestContext,
  adminRequest: APIRequestContext,
): Promise<void> {
  const created = await adminRequest.post(`${SANDBOX_URL}/api/auth/admin/create-user`, {
    headers: FROM_APP,
    data: { ...WITHOUT_TWO_FACTOR, password: SANDBOX_PASSWORD, role: 'user' },
  });
  expect([200, 400], await created.text()).toContain(created.status());
  const signIn = await request.post(`${SANDBOX_URL}/api/auth/sign-in/email`, {
    headers: FROM_APP,
    data: { email: WITHOUT_TWO_FACTOR.email, password: SANDBOX_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
}

/** Fills the sign-in form and the authenticator code, as a person would. */
export async function signInByForm(page: Page, account: AccountName): Promise<void> {
  const { email, totp } = ACCOUNTS[account];
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/verify/);
  await page.getByLabel('Code from your authenticator app').fill(totpCode(totp));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** The last e-mailed two-factor code the sandbox logged for this address (it has no mail). */
export async function lastEmailedCode(email: string): Promise<string | undefined> {
  const log = await readFile(paths.sandboxLog, 'utf8').catch(() => '');
  const codes = [
    ...log.matchAll(new RegExp(`two-factor code for ${email.replace(/[.]/g, '\\.')}: (\\d{6})`, 'g')),
  ];
  return codes.at(-1)?.[1];
}
