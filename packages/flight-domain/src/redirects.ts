/**
 * Every redirect rule of SPEC §2 (auth pages, verify, setup-2fa, app area, plugin flag) and the role
 * rules of SPEC §6, as one pure function the route guards call:
 *
 * | where                               | anonymous                 | without two-factor          | with two-factor                |
 * | ----------------------------------- | ------------------------- | --------------------------- | ------------------------------ |
 * | /auth/login, /auth/forgot-password  | stay                      | /auth/setup-2fa + redirect  | redirect, or /                 |
 * | /auth/verify                        | stay                      | /auth/setup-2fa + redirect  | /                              |
 * | /auth/setup-2fa                     | /auth/login + redirect    | stay                        | redirect, or /                 |
 * | plugin route, flag off              | /                         | /                           | /                              |
 * | app route                           | /auth/login + redirect=here | /auth/login + redirect=here | stay, or / if the role lacks |
 *
 * "redirect" is always sanitized by `safeRedirect` (no open redirect); a post-sign-in destination inside
 * /auth becomes / (no loop back into the auth pages). Any other /auth/… path is left to the not-found page.
 */
import type { UserState } from './auth-session';
import { canAccessRoute } from './route-access';
import {
  AUTH_PREFIX,
  AUTH_ROUTES,
  HOME_PATH,
  LOW_COST_PLUGIN_PREFIX,
  REDIRECT_SEARCH_PARAM,
  isPathWithin,
  normalizePathname,
} from './routes';
import { safeRedirect } from './safe-redirect';

/**
 * What a route guard knows when a page opens.
 *
 * @example
 * const input: RedirectInput = { pathname: '/balance', user: { kind: 'anonymous' }, lowCostPluginEnabled: false };
 */
export interface RedirectInput {
  /** The pathname being opened, e.g. `/settings/members` (case-sensitive; a trailing slash is ignored). */
  readonly pathname: string;
  /** Who opens it. */
  readonly user: UserState;
  /** The raw `redirect` search parameter of an auth page, untrusted. Ignored outside /auth. */
  readonly redirect?: string | undefined;
  /**
   * Where to come back after signing in when an app page sends to /auth/login: the page's path with its
   * search (`location.href` of the router). Defaults to `pathname`.
   */
  readonly returnTo?: string | undefined;
  /** The build-time low-cost plugin flag. */
  readonly lowCostPluginEnabled: boolean;
}

/**
 * The href of a path with the sanitized `redirect` search parameter, or the path alone without one.
 *
 * @example
 * withRedirectParam('/auth/login', '/balance') // '/auth/login?redirect=%2Fbalance'
 * withRedirectParam('/auth/login', undefined) // '/auth/login'
 */
export function withRedirectParam(path: string, redirect: string | undefined): string {
  if (redirect === undefined || redirect === '') return path;
  return `${path}?${REDIRECT_SEARCH_PARAM}=${encodeURIComponent(safeRedirect(redirect))}`;
}

/**
 * Where to go once signed in with two-factor: the sanitized redirect, or / when there is none or it
 * points back into /auth.
 *
 * @example
 * postSignInDestination('/tickets?page=2') // '/tickets?page=2'
 * postSignInDestination('//evil.example') // '/'
 * postSignInDestination(undefined) // '/'
 */
export function postSignInDestination(redirect: string | undefined): string {
  const target = safeRedirect(redirect);
  return isPathWithin(target.replace(/[?#].*$/s, ''), AUTH_PREFIX) ? HOME_PATH : target;
}

/**
 * The sign-in page carrying where to come back: what a 401 on the session check outside /auth leads to.
 *
 * @example
 * signInRedirect('/reservations/42/gds') // '/auth/login?redirect=%2Freservations%2F42%2Fgds'
 */
export function signInRedirect(returnTo: string): string {
  return withRedirectParam(AUTH_ROUTES.login, returnTo);
}

function authPageRedirect(pathname: string, user: UserState, redirect: string | undefined): string | null {
  switch (user.kind) {
    case 'with-two-factor':
      return pathname === AUTH_ROUTES.verify ? HOME_PATH : postSignInDestination(redirect);
    case 'without-two-factor':
      return pathname === AUTH_ROUTES.setupTwoFactor
        ? null
        : withRedirectParam(AUTH_ROUTES.setupTwoFactor, redirect);
    case 'anonymous':
      return pathname === AUTH_ROUTES.setupTwoFactor ? withRedirectParam(AUTH_ROUTES.login, redirect) : null;
  }
}

const AUTH_PAGES: readonly string[] = Object.values(AUTH_ROUTES);

/**
 * Decides where a page sends its visitor: an href to redirect to (already URL-encoded, same-origin), or
 * `null` to stay. Call it from every route guard: `const to = resolveRedirect(input); if (to) throw
 * redirect({ href: to })`. See the table at the top of this module.
 *
 * @example
 * resolveRedirect({ pathname: '/balance', user: { kind: 'anonymous' }, lowCostPluginEnabled: false })
 * // '/auth/login?redirect=%2Fbalance'
 * resolveRedirect({ pathname: '/auth/login', user: { kind: 'with-two-factor', role: 'user' }, redirect: '/tickets', lowCostPluginEnabled: false })
 * // '/tickets'
 * resolveRedirect({ pathname: '/balance', user: { kind: 'with-two-factor', role: 'user,owner' }, lowCostPluginEnabled: false })
 * // '/'
 * resolveRedirect({ pathname: '/tickets', user: { kind: 'with-two-factor', role: 'member' }, lowCostPluginEnabled: false })
 * // null
 */
export function resolveRedirect(input: RedirectInput): string | null {
  const pathname = normalizePathname(input.pathname);
  if (isPathWithin(pathname, AUTH_PREFIX)) {
    return AUTH_PAGES.includes(pathname) ? authPageRedirect(pathname, input.user, input.redirect) : null;
  }
  if (!input.lowCostPluginEnabled && isPathWithin(pathname, LOW_COST_PLUGIN_PREFIX)) return HOME_PATH;
  if (input.user.kind !== 'with-two-factor') return signInRedirect(input.returnTo ?? input.pathname);
  return canAccessRoute(pathname, input.user.role) ? null : HOME_PATH;
}
