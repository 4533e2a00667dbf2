import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authSearchSchema } from './auth-search';
import type { UserState } from './auth-session';
import { postSignInDestination, resolveRedirect, signInRedirect, withRedirectParam } from './redirects';
import { AUTH_ROUTES, LOW_COST_PLUGIN_ROUTES } from './routes';

const anonymous: UserState = { kind: 'anonymous' };
const withoutTwoFactor: UserState = { kind: 'without-two-factor', role: 'user' };
const withTwoFactor = (role = 'user,member'): UserState => ({ kind: 'with-two-factor', role });

const resolve = (pathname: string, user: UserState, redirect?: string, lowCostPluginEnabled = false) =>
  resolveRedirect({ pathname, user, redirect, lowCostPluginEnabled });

describe('helpers', () => {
  it('carries the sanitized redirect', () => {
    expect(withRedirectParam('/auth/login', '/balance')).toBe('/auth/login?redirect=%2Fbalance');
    expect(withRedirectParam('/auth/login', '/tickets?page=2')).toBe(
      '/auth/login?redirect=%2Ftickets%3Fpage%3D2',
    );
    expect(withRedirectParam('/auth/login', '//evil.example')).toBe('/auth/login?redirect=%2F');
    expect(withRedirectParam('/auth/login', undefined)).toBe('/auth/login');
    expect(withRedirectParam('/auth/login', '')).toBe('/auth/login');
    expect(signInRedirect('/reservations/42/gds')).toBe('/auth/login?redirect=%2Freservations%2F42%2Fgds');
  });

  it('never sends a signed-in user back into /auth or off the origin', () => {
    expect(postSignInDestination('/tickets?page=2')).toBe('/tickets?page=2');
    expect(postSignInDestination(undefined)).toBe('/');
    expect(postSignInDestination('https://evil.example')).toBe('/');
    expect(postSignInDestination('/auth/login')).toBe('/');
    expect(postSignInDestination('/auth/verify?x=1')).toBe('/');
    expect(postSignInDestination('/authors')).toBe('/authors');
  });
});

describe('auth pages (SPEC §2)', () => {
  type Row = [page: string, user: UserState, redirect: string | undefined, expected: string | null];
  const rows: Row[] = [
    // A user with two-factor leaves login and forgot-password for the redirect or /.
    [AUTH_ROUTES.login, withTwoFactor(), '/tickets', '/tickets'],
    [AUTH_ROUTES.login, withTwoFactor(), undefined, '/'],
    [AUTH_ROUTES.login, withTwoFactor(), 'https://evil.example', '/'],
    [AUTH_ROUTES.login, withTwoFactor(), '/..//evil.example', '/'],
    [AUTH_ROUTES.forgotPassword, withTwoFactor(), '/balance', '/balance'],
    [AUTH_ROUTES.forgotPassword, withTwoFactor(), undefined, '/'],
    // /auth/verify sends a user with two-factor to /, whatever the redirect.
    [AUTH_ROUTES.verify, withTwoFactor(), '/tickets', '/'],
    [AUTH_ROUTES.verify, withTwoFactor(), undefined, '/'],
    // /auth/setup-2fa sends a user with two-factor to the redirect or /.
    [AUTH_ROUTES.setupTwoFactor, withTwoFactor(), '/tickets', '/tickets'],
    [AUTH_ROUTES.setupTwoFactor, withTwoFactor(), undefined, '/'],
    [AUTH_ROUTES.setupTwoFactor, withTwoFactor(), 'javascript:alert(1)', '/'],
    // A user without two-factor is sent to /auth/setup-2fa, carrying the redirect.
    [AUTH_ROUTES.login, withoutTwoFactor, '/tickets', '/auth/setup-2fa?redirect=%2Ftickets'],
    [AUTH_ROUTES.login, withoutTwoFactor, undefined, '/auth/setup-2fa'],
    [AUTH_ROUTES.verify, withoutTwoFactor, '/balance', '/auth/setup-2fa?redirect=%2Fbalance'],
    [AUTH_ROUTES.forgotPassword, withoutTwoFactor, '//evil.example', '/auth/setup-2fa?redirect=%2F'],
    [AUTH_ROUTES.setupTwoFactor, withoutTwoFactor, '/tickets', null],
    // /auth/setup-2fa sends anonymous visitors to /auth/login with the redirect; other pages let them in.
    [AUTH_ROUTES.setupTwoFactor, anonymous, '/tickets', '/auth/login?redirect=%2Ftickets'],
    [AUTH_ROUTES.setupTwoFactor, anonymous, undefined, '/auth/login'],
    [AUTH_ROUTES.setupTwoFactor, anonymous, '/\\evil.example', '/auth/login?redirect=%2F'],
    [AUTH_ROUTES.login, anonymous, '/tickets', null],
    [AUTH_ROUTES.verify, anonymous, undefined, null],
    [AUTH_ROUTES.forgotPassword, anonymous, '/tickets', null],
    // A trailing slash is the same page; unknown auth paths are left to the not-found page.
    [`${AUTH_ROUTES.login}/`, withTwoFactor(), '/tickets', '/tickets'],
    ['/auth', withTwoFactor(), '/tickets', null],
    ['/auth/unknown', anonymous, undefined, null],
  ];

  it.each(rows)('%s, %j, redirect %s → %s', (page, user, redirect, expected) => {
    expect(resolve(page, user, redirect)).toBe(expected);
  });
});

/**
 * Every auth page × every kind of visitor × every redirect value, hostile ones included, as the auth route
 * reads them: the search parsed by `authSearchSchema` (the route's `validateSearch`), then the guard's
 * `resolveRedirect`. The end-to-end run (auth-redirects.spec.ts) opens three values of it per page.
 */
describe('auth pages × visitors × redirect values (SPEC §2)', () => {
  /** `home`: a same-origin value inside /auth, which a signed-in user is not sent back to. */
  const REDIRECTS: readonly { raw: string | undefined; safe: string | undefined; home?: true }[] = [
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
  ];
  const PAGES = Object.values(AUTH_ROUTES);
  const withSafe = (path: string, safe: string | undefined) =>
    safe === undefined ? path : `${path}?redirect=${encodeURIComponent(safe)}`;
  /** Where each visitor lands: a path with its search, or null to stay on the page. */
  const VISITORS: readonly [
    UserState,
    (page: string, redirect: (typeof REDIRECTS)[number]) => string | null,
  ][] = [
    [
      anonymous,
      (page, { safe }) => (page === AUTH_ROUTES.setupTwoFactor ? withSafe('/auth/login', safe) : null),
    ],
    [
      withoutTwoFactor,
      (page, { safe }) => (page === AUTH_ROUTES.setupTwoFactor ? null : withSafe('/auth/setup-2fa', safe)),
    ],
    [
      withTwoFactor(),
      (page, redirect) =>
        page === AUTH_ROUTES.verify || redirect.safe === undefined || redirect.home === true
          ? '/'
          : redirect.safe,
    ],
  ];

  it('sanitizes each value on the way in', () => {
    for (const { raw, safe } of REDIRECTS)
      expect(authSearchSchema.parse({ redirect: raw }).redirect).toBe(safe);
  });

  it.each(VISITORS.map(([user, expected]) => [user.kind, user, expected] as const))(
    'sends a visitor %s where the rules say, from every page with every value',
    (_kind, user, expected) => {
      for (const page of PAGES) {
        for (const redirect of REDIRECTS) {
          const { redirect: parsed } = authSearchSchema.parse({ redirect: redirect.raw });
          expect(resolve(page, user, parsed), `${page} ${String(redirect.raw)}`).toBe(
            expected(page, redirect),
          );
        }
      }
    },
  );
});

describe('app area (SPEC §2, §6)', () => {
  it('sends anyone without two-factor to /auth/login with the page to come back to', () => {
    expect(resolve('/', anonymous)).toBe('/auth/login?redirect=%2F');
    expect(resolve('/balance', anonymous)).toBe('/auth/login?redirect=%2Fbalance');
    expect(resolve('/tickets', withoutTwoFactor)).toBe('/auth/login?redirect=%2Ftickets');
    expect(
      resolveRedirect({
        pathname: '/reservations',
        returnTo: '/reservations?page=2',
        user: anonymous,
        lowCostPluginEnabled: false,
      }),
    ).toBe('/auth/login?redirect=%2Freservations%3Fpage%3D2');
    expect(resolve('//evil.example', anonymous)).toBe('/auth/login?redirect=%2F');
    expect(resolve('/Auth/login', anonymous)).toBe('/auth/login?redirect=%2FAuth%2Flogin');
  });

  it('ignores the redirect parameter outside /auth', () => {
    expect(resolve('/tickets', withTwoFactor(), 'https://evil.example')).toBeNull();
  });

  type Row = [path: string, role: string, expected: string | null];
  const rows: Row[] = [
    ['/balance', 'admin', null],
    ['/balance', 'user,admin', null],
    ['/balance', 'user,owner', '/'],
    ['/balance', 'user,member', '/'],
    ['/settings/organizations', 'admin', null],
    ['/settings/organizations', 'owner', '/'],
    ['/settings/organizations', 'member', '/'],
    ['/settings/roles-permissions', 'admin', null],
    ['/settings/roles-permissions', 'owner', null],
    ['/settings/roles-permissions', 'member', '/'],
    ['/settings/members', 'admin', null],
    ['/settings/members', 'user,owner', null],
    ['/settings/members', 'member', '/'],
    ['/settings', 'member', null],
    ['/', 'member', null],
    ['/search/multi-city', 'member', null],
    ['/result/round-trip', 'member', null],
    ['/book', 'member', null],
    ['/reservations/42/gds', 'member', null],
    ['/tickets/42/ndc', 'member', null],
  ];

  it.each(rows)('%s for %s → %s', (path, role, expected) => {
    expect(resolve(path, withTwoFactor(role))).toBe(expected);
  });
});

/**
 * The route-guard matrix of the end-to-end run (route-guards.spec.ts opens the cells where the roles
 * differ): every guarded page × each seeded role of an organization, and signed out.
 */
describe('guarded pages × roles (SPEC §2, §6)', () => {
  const EVERYONE = ['admin', 'owner', 'member'] as const;
  const PAGES: readonly [path: string, roles: readonly string[]][] = [
    ['/', EVERYONE],
    ['/search', EVERYONE],
    ['/reservations', EVERYONE],
    ['/tickets', EVERYONE],
    ['/settings', EVERYONE],
    ['/balance', ['admin']],
    ['/settings/organizations', ['admin']],
    ['/settings/roles-permissions', ['admin', 'owner']],
    ['/settings/members', ['admin', 'owner']],
  ];

  it.each(PAGES)('%s opens for %j only, and sends anyone signed out to sign in', (path, roles) => {
    for (const role of EVERYONE)
      expect(resolve(path, withTwoFactor(`user,${role}`)), role).toBe(roles.includes(role) ? null : '/');
    expect(resolve(path, anonymous)).toBe(`/auth/login?redirect=${encodeURIComponent(path)}`);
  });
});

describe('low-cost plugin routes', () => {
  const pluginRoutes = Object.values(LOW_COST_PLUGIN_ROUTES);

  it.each(pluginRoutes)('%s redirects to / when the flag is off, whoever opens it', (path) => {
    for (const user of [anonymous, withoutTwoFactor, withTwoFactor()]) {
      expect(resolve(path, user, undefined, false)).toBe('/');
    }
  });

  it.each(pluginRoutes)('%s follows the app-area rules when the flag is on', (path) => {
    expect(resolve(path, withTwoFactor(), undefined, true)).toBeNull();
    expect(resolve(path, anonymous, undefined, true)).toBe(
      `/auth/login?redirect=${encodeURIComponent(path)}`,
    );
  });

  it('does not mistake look-alike paths for plugin routes', () => {
    expect(resolve('/low-costs', withTwoFactor(), undefined, false)).toBeNull();
  });
});

describe('resolveRedirect properties', () => {
  const userArbitrary = fc.oneof(
    fc.constant(anonymous),
    fc.constant(withoutTwoFactor),
    fc.constantFrom('admin', 'owner', 'member', 'user,owner').map(withTwoFactor),
  );
  const pathArbitrary = fc.oneof(
    fc.constantFrom(
      ...Object.values(AUTH_ROUTES),
      ...Object.values(LOW_COST_PLUGIN_ROUTES),
      '/balance',
      '/settings/members',
      '/',
    ),
    fc.webPath(),
  );
  const redirectArbitrary = fc.option(
    fc.oneof(
      fc.webPath(),
      fc.constantFrom('//evil.example', '/\\evil.example', 'javascript:alert(1)', '/..//x'),
    ),
    { nil: undefined },
  );

  /** Any page opened by any user, with any `redirect` parameter, the plugin built or not. */
  const openingArbitrary = fc.record({
    pathname: pathArbitrary,
    user: userArbitrary,
    redirect: redirectArbitrary,
    lowCostPluginEnabled: fc.boolean(),
  });

  it('always answers null or a same-origin href, never a loop onto the same page', () => {
    fc.assert(
      fc.property(openingArbitrary, (opening) => {
        const target = resolveRedirect(opening);
        if (target === null) return;
        expect(target.startsWith('/') && !target.startsWith('//')).toBe(true);
        expect(target).not.toContain('\\');
        expect(target.split('?')[0]).not.toBe(opening.pathname);
      }),
      { numRuns: 2000 },
    );
  });

  it('settles: following the targets reaches a page that stays, in at most 3 hops', () => {
    fc.assert(
      fc.property(openingArbitrary, (start) => {
        let opening = start;
        for (let hop = 0; hop < 3; hop += 1) {
          const target = resolveRedirect(opening);
          if (target === null) return;
          const [pathname = '', query = ''] = target.split('?');
          const redirect = query.startsWith('redirect=')
            ? decodeURIComponent(query.slice('redirect='.length))
            : undefined;
          opening = { ...opening, pathname, redirect };
        }
        expect(resolveRedirect(opening)).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });
});
