import { expect, test, type Page } from '@playwright/test';
import { APP_ORIGIN, paths } from './support/accounts';

/**
 * SPEC §2's redirect rules, table-driven: every auth page × every kind of visitor × redirect values,
 * hostile ones included. A hostile value never leaves the app: it becomes `/`.
 */
const REDIRECTS = [
  { raw: undefined, safe: undefined },
  { raw: '/tickets', safe: '/tickets' },
  { raw: '/reservations?page=2', safe: '/reservations?page=2' },
  { raw: '/auth/verify', safe: '/auth/verify', home: true },
  { raw: '//evil.com', safe: '/' },
  { raw: 'https://evil.com', safe: '/' },
  { raw: '/\\evil.com', safe: '/' },
  { raw: 'javascript:alert(1)', safe: '/' },
  { raw: 'JaVaScRiPt:alert(1)', safe: '/' },
  { raw: '%2F%2Fevil.com', safe: '/' },
  { raw: '/%2F%2Fevil.com', safe: '/' },
  { raw: 'https%3A%2F%2Fevil.com', safe: '/' },
  { raw: '/%5Cevil.com', safe: '/' },
  { raw: '/..//evil.com', safe: '/' },
] as const satisfies readonly { raw: string | undefined; safe: string | undefined; home?: boolean }[];

type RedirectCase = (typeof REDIRECTS)[number];

const PAGES = {
  '/auth/login': 'Sign in',
  '/auth/verify': 'Two-factor verification',
  '/auth/setup-2fa': 'Set up two-factor authentication',
  '/auth/forgot-password': 'Reset your password',
} as const;

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
      page === '/auth/verify' || redirect.safe === undefined || 'home' in redirect ? '/' : redirect.safe,
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

    for (const [path, heading] of Object.entries(PAGES) as [AuthPage, string][]) {
      test(`on ${path}, for each redirect value`, async ({ page }) => {
        // Fourteen full page loads, each through the guards: three times the default 30 s.
        test.slow();
        for (const redirect of REDIRECTS) {
          const url = withRedirect(path, redirect.raw);
          await test.step(url, async () => {
            await page.goto(url);
            await expectLanding(page, url, expectation(path, redirect), heading);
            expect(new URL(page.url()).origin).toBe(APP_ORIGIN);
          });
        }
      });
    }
  });
}
