import { expect, test, type Page } from '@playwright/test';
import { APP_ORIGIN, paths } from './support/accounts';

/**
 * SPEC §2's redirect rules in the built app: every auth page × every kind of visitor, with three redirect
 * values a page — one kept (its search too), one that is no destination (none, or back into /auth) and a
 * hostile one, a different attack on each page. A hostile value never leaves the app: it becomes `/`.
 * Every value of the attack table on every page is in flight-domain's unit tests
 * (packages/flight-domain/src/redirects.test.ts, "auth pages × visitors × redirect values").
 */
interface RedirectCase {
  raw: string | undefined;
  /** What the app keeps of it. */
  safe: string | undefined;
  /** Inside /auth: a signed-in user is not sent back there. */
  home?: true;
}

const KEPT: RedirectCase = { raw: '/reservations?page=2', safe: '/reservations?page=2' };
const NONE: RedirectCase = { raw: undefined, safe: undefined };
const INTO_AUTH: RedirectCase = { raw: '/auth/verify', safe: '/auth/verify', home: true };
const hostile = (raw: string): RedirectCase => ({ raw, safe: '/' });

const PAGES = {
  '/auth/login': { heading: 'Sign in', redirects: [KEPT, NONE, hostile('//evil.com')] },
  '/auth/verify': {
    heading: 'Two-factor verification',
    redirects: [KEPT, NONE, hostile('https://evil.com')],
  },
  '/auth/setup-2fa': {
    heading: 'Set up two-factor authentication',
    redirects: [KEPT, INTO_AUTH, hostile('/%5Cevil.com')],
  },
  '/auth/forgot-password': {
    heading: 'Reset your password',
    redirects: [KEPT, INTO_AUTH, hostile('JaVaScRiPt:alert(1)')],
  },
} as const satisfies Record<string, { heading: string; redirects: readonly RedirectCase[] }>;

type AuthPage = keyof typeof PAGES;

/** The page with `?redirect=` as the browser sends it. */
function withRedirect(path: string, raw: string | undefined): string {
  return raw === undefined ? path : `${path}?redirect=${encodeURIComponent(raw)}`;
}

/** Where the rules send a visitor: the exact path and search the app lands on, or null to stay. */
type Expectation = string | null;

const VISITORS: Record<
  'anonymous' | 'without-two-factor' | 'with-two-factor',
  { storageState?: string; expect: (page: AuthPage, redirect: RedirectCase) => Expectation }
> = {
  anonymous: {
    expect: (page, { safe }) => (page === '/auth/setup-2fa' ? withRedirect('/auth/login', safe) : null),
  },
  'without-two-factor': {
    storageState: paths.storageState('without-two-factor'),
    expect: (page, { safe }) => (page === '/auth/setup-2fa' ? null : withRedirect('/auth/setup-2fa', safe)),
  },
  'with-two-factor': {
    storageState: paths.storageState('member'),
    // The redirect, or / without one, when it points back into /auth, and always from verify.
    expect: (page, redirect) =>
      page === '/auth/verify' || redirect.safe === undefined || redirect.home === true ? '/' : redirect.safe,
  },
};

async function expectLanding(page: Page, url: string, expected: Expectation, heading: string) {
  if (expected === null) {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(new URL(url, 'http://app').pathname);
    return;
  }
  await expect
    .poll(
      () => {
        const { pathname, search } = new URL(page.url());
        return `${pathname}${search}`;
      },
      { message: `${url} → ${expected}` },
    )
    .toBe(expected);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const [visitor, { storageState, expect: expectation }] of Object.entries(VISITORS)) {
  test.describe(`${visitor} visitor`, () => {
    if (storageState !== undefined) test.use({ storageState });

    test('on each auth page, for three redirect values', async ({ page }) => {
      for (const [path, { heading, redirects }] of Object.entries(PAGES) as [
        AuthPage,
        (typeof PAGES)[AuthPage],
      ][]) {
        for (const redirect of redirects) {
          const url = withRedirect(path, redirect.raw);
          await test.step(url, async () => {
            await page.goto(url);
            await expectLanding(page, url, expectation(path, redirect), heading);
            expect(new URL(page.url()).origin).toBe(APP_ORIGIN);
          });
        }
      }
    });
  });
}
