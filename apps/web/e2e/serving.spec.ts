import { expect, test, type Page } from '@playwright/test';
import { paths, SANDBOX_URL } from './support/accounts';

/**
 * The app as nginx serves it in production (apps/web/nginx, `pnpm serve`): its headers, its
 * caching, its precompressed files and its SPA fallback, and no page breaking its Content-Security-Policy;
 * the document's language and favicon.
 */
const RESULTS_PAGE = '/result?adt=1&cnn=0&inf=0&unn=0&from=CMN&to=RAK&date=2027-03-15';

/** The security headers every response carries. */
function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  const directives = new Map(
    csp.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources.join(' ')] as const;
    }),
  );
  expect(directives.get('default-src')).toBe("'self'");
  expect(directives.get('script-src')).toBe("'self'"); // no 'unsafe-inline', no 'unsafe-eval'
  expect(directives.get('connect-src')).toBe(new URL(SANDBOX_URL).origin); // the configured backend only
  expect(directives.get('frame-ancestors')).toBe("'none'");
  expect(directives.get('object-src')).toBe("'none'");
  expect(directives.get('base-uri')).toBe("'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
}

test('index.html and every route are served with the security headers and never cached', async ({
  request,
}) => {
  for (const path of ['/', '/index.html', '/auth/login', '/reservations/some-id/gds', RESULTS_PAGE]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
    expect(response.headers()['cache-control'], path).toBe('no-store');
    expectSecurityHeaders(response.headers());
    expect(await response.text(), path).toContain('<div id="root"></div>');
  }
});

test("a page's HTML names its route's code to preload, each file served; what is no page names none", async ({
  request,
}) => {
  const linkOf = async (path: string) => (await request.get(path)).headers().link ?? '';
  const record = await linkOf('/reservations/some-id/gds');
  expect(record).toMatch(/<\/assets\/gds-[^>]+\.js>; rel=modulepreload/);
  expect(record).not.toContain('as=fetch');
  for (const [, file = ''] of record.matchAll(/<(\/assets\/[^>]+)>/g))
    expect((await request.get(file)).status(), file).toBe(200);
  expect(await linkOf('/auth/login?redirect=%2F')).toMatch(/<\/assets\/login-[^>]+\.js>; rel=modulepreload/);
  for (const path of ['/index.html', '/favicon.svg', '/no/such/page', '/reservations/some-id'])
    expect(await linkOf(path), path).toBe('');
});

test('hashed assets are cached for a year and served precompressed', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  expect(stylesheet).toBeDefined();
  for (const asset of [script ?? '', stylesheet ?? '']) {
    const gzipped = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.status()).toBe(200);
    expect(gzipped.headers()['content-encoding']).toBe('gzip');
    expect(gzipped.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzipped.headers().vary).toBe('Accept-Encoding');
    expectSecurityHeaders(gzipped.headers());
    // Brotli when the browser takes it (Debian's brotli_static module), else gzip again.
    const best = await request.get(asset, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(['br', 'gzip']).toContain(best.headers()['content-encoding']);
    const plain = await request.get(asset, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect((await plain.body()).length).toBeGreaterThan(0);
  }
});

test('a missing asset is a 404, not the app, and the build manifest is not served', async ({ request }) => {
  const missing = await request.get('/assets/index-missing.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('<div id="root">');
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});

/** Collects every CSP violation the page reports, as an event or on the console. */
async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...consoleErrors,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

test('the login page raises no CSP violation, says it is in English and shows the favicon the build ships', async ({
  page,
  request,
}) => {
  const violations = await watchCspViolations(page);
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await violations()).toEqual([]);

  // English, while amounts and dates stay fr-FR through Intl.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const icon = page.locator('head link[rel="icon"]');
  await expect(icon).toHaveAttribute('type', 'image/svg+xml');
  const favicon = await request.get((await icon.getAttribute('href')) ?? '');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toContain('image/svg+xml');
  expect(await favicon.text()).toContain('<svg');
});

test.describe('signed in', () => {
  test.use({ storageState: paths.storageState('member') });

  test('the home page and a results page raise no CSP violation', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Comptoir' })).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.goto(RESULTS_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'One-way flights' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('[data-slot="offer-count"]')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
