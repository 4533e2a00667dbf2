/**
 * Which roles may open which app routes (SPEC §6 "Route access"). Other app-area routes are open to any
 * signed-in user with two-factor enabled.
 */
import type { AppRole } from './enumerations';
import { APP_ROUTES, isPathWithin } from './routes';
import { splitRoles } from './permissions';

/**
 * One row of the route access table.
 *
 * @example
 * const rule: RouteAccessRule = { path: '/balance', roles: ['admin'] };
 */
export interface RouteAccessRule {
  readonly path: string;
  readonly roles: readonly AppRole[];
}

/**
 * The route access table of SPEC §6. A rule covers its path and everything below it.
 *
 * @example
 * ROUTE_ACCESS.find((rule) => rule.path === '/settings/members')?.roles // ['admin', 'owner']
 */
export const ROUTE_ACCESS = [
  { path: '/balance', roles: ['admin'] },
  { path: '/settings/organizations', roles: ['admin'] },
  { path: '/settings/roles-permissions', roles: ['admin', 'owner'] },
  { path: '/settings/members', roles: ['admin', 'owner'] },
] as const satisfies readonly RouteAccessRule[];

/**
 * The roles allowed on a path, or `null` when any signed-in user with two-factor may open it.
 *
 * @example
 * rolesAllowedOn('/settings/roles-permissions') // ['admin', 'owner']
 * rolesAllowedOn('/reservations') // null
 */
export function rolesAllowedOn(pathname: string): readonly AppRole[] | null {
  return ROUTE_ACCESS.find((rule) => isPathWithin(pathname, rule.path))?.roles ?? null;
}

/**
 * Whether a comma-separated role string holds one of the allowed roles (split as better-auth does).
 *
 * @example
 * hasAnyRole('member,owner', ['admin', 'owner']) // true
 */
export function hasAnyRole(role: string | null | undefined, allowed: readonly string[]): boolean {
  return splitRoles(role).some((name) => allowed.includes(name));
}

/**
 * Whether a signed-in user with two-factor and these roles may open a path (SPEC §6).
 *
 * @example
 * canAccessRoute('/balance', 'owner') // false
 * canAccessRoute('/settings/members', 'owner') // true
 * canAccessRoute('/tickets', 'member') // true
 */
export function canAccessRoute(pathname: string, role: string | null | undefined): boolean {
  const allowed = rolesAllowedOn(pathname);
  return allowed === null || hasAnyRole(role, allowed);
}

/**
 * Who may top up (or debit by hand) an organization's balance: whoever may open /balance, where the
 * top-up is (SPEC §2, §6: admin, by platform or organization role). The sandbox refuses everyone else.
 *
 * @example
 * canTopUp('user,admin') // true
 * canTopUp('user,owner') // false
 */
export function canTopUp(role: string | null | undefined): boolean {
  return canAccessRoute(APP_ROUTES.balance, role);
}
