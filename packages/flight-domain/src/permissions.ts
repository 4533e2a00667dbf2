/**
 * Permissions with better-auth's access-control semantics (SPEC §6): statements (resource → actions),
 * roles that grant a subset of them, and a check over a comma-separated role string.
 *
 * `authorizeRole` behaves like better-auth's `role(statements).authorize(request, connector)`, message for
 * message, and `checkPermission` like its `hasPermission` (roles split on ',' with no trimming, unknown
 * roles ignored, the first role that allows wins), so the ui hides exactly what the backend refuses.
 */
import type { AppRole, PlatformRole } from './enumerations';

/**
 * Resources and the actions on each. Roles and requests are statements too.
 *
 * @example
 * const statements: Statements = { member: ['create', 'update'] };
 */
export type Statements = Readonly<Record<string, readonly string[]>>;

/**
 * How the parts of a request combine: all must be allowed (`AND`) or one is enough (`OR`).
 *
 * @example
 * const connector: Connector = 'OR';
 */
export type Connector = 'AND' | 'OR';

/**
 * What a permission check asks for: per resource, a list of actions (all required) or actions with their
 * own connector.
 *
 * @example
 * const request: PermissionRequest = { member: ['create'], invitation: { actions: ['create', 'cancel'], connector: 'OR' } };
 */
export type PermissionRequest = Readonly<
  Record<string, readonly string[] | { readonly actions: readonly string[]; readonly connector: Connector }>
>;

/**
 * The verdict of a check: success, or the denial message.
 *
 * @example
 * const denied: AuthorizeResult = { success: false, error: 'Not authorized' };
 */
export type AuthorizeResult =
  { readonly success: true } | { readonly success: false; readonly error: string };

/**
 * The exact denial messages of SPEC §6.
 *
 * @example
 * PERMISSION_MESSAGES.unknownResource('billing') // 'You are not allowed to access resource: billing'
 * PERMISSION_MESSAGES.unauthorized('member') // 'unauthorized to access resource "member"'
 * PERMISSION_MESSAGES.notAuthorized // 'Not authorized'
 */
export const PERMISSION_MESSAGES = {
  unknownResource: (resource: string) => `You are not allowed to access resource: ${resource}`,
  unauthorized: (resource: string) => `unauthorized to access resource "${resource}"`,
  notAuthorized: 'Not authorized',
} as const;

/**
 * Every statement of the organization plugin as SPEC §6 uses it.
 *
 * @example
 * ORGANIZATION_STATEMENTS.invitation // ['create', 'cancel']
 */
export const ORGANIZATION_STATEMENTS = {
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  team: ['create', 'update', 'delete'],
  ac: ['create', 'read', 'update', 'delete'],
} as const satisfies Statements;

/**
 * Organization roles (SPEC §6): owner has every statement; admin the same except deleting the
 * organization; member only reads access control.
 *
 * @example
 * ORGANIZATION_ROLE_STATEMENTS.admin.organization // ['update']
 */
export const ORGANIZATION_ROLE_STATEMENTS = {
  owner: ORGANIZATION_STATEMENTS,
  admin: {
    organization: ['update'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    team: ['create', 'update', 'delete'],
    ac: ['create', 'read', 'update', 'delete'],
  },
  member: {
    organization: [],
    member: [],
    invitation: [],
    team: [],
    ac: ['read'],
  },
} as const satisfies Record<AppRole, Statements>;

/**
 * Every statement of the admin plugin (platform roles, SPEC §6).
 *
 * @example
 * PLATFORM_STATEMENTS.session // ['list', 'revoke', 'delete']
 */
export const PLATFORM_STATEMENTS = {
  user: ['create', 'list', 'set-role', 'ban', 'impersonate', 'delete', 'set-password', 'get', 'update'],
  session: ['list', 'revoke', 'delete'],
} as const satisfies Statements;

/**
 * Platform roles (SPEC §6): admin has every platform statement, a plain user none.
 *
 * @example
 * PLATFORM_ROLE_STATEMENTS.user.user // []
 */
export const PLATFORM_ROLE_STATEMENTS = {
  admin: PLATFORM_STATEMENTS,
  user: { user: [], session: [] },
} as const satisfies Record<PlatformRole, Statements>;

/**
 * Whether one role's statements allow a request, with better-auth's `authorize` semantics and messages:
 * a resource the role does not list denies at once ('You are not allowed to access resource: …'); in AND
 * mode the first resource not allowed denies ('unauthorized to access resource "…"'); in OR mode the first
 * allowed resource grants; otherwise 'Not authorized' (also for an empty request).
 *
 * @example
 * authorizeRole(ORGANIZATION_ROLE_STATEMENTS.member, { ac: ['read'] }) // { success: true }
 * authorizeRole(ORGANIZATION_ROLE_STATEMENTS.member, { member: ['create'] })
 * // { success: false, error: 'unauthorized to access resource "member"' }
 */
export function authorizeRole(
  roleStatements: Statements,
  request: PermissionRequest,
  connector: Connector = 'AND',
): AuthorizeResult {
  let success = false;
  for (const [resource, requested] of Object.entries(request)) {
    const allowed = ownValue(roleStatements, resource);
    if (allowed === undefined) {
      return { success: false, error: PERMISSION_MESSAGES.unknownResource(resource) };
    }
    const isAllowed = (action: string) => allowed.includes(action);
    if (isActionList(requested)) {
      success = requested.every(isAllowed);
    } else {
      success =
        requested.connector === 'OR' ? requested.actions.some(isAllowed) : requested.actions.every(isAllowed);
    }
    if (success && connector === 'OR') return { success: true };
    if (!success && connector === 'AND') {
      return { success: false, error: PERMISSION_MESSAGES.unauthorized(resource) };
    }
  }
  return success ? { success: true } : { success: false, error: PERMISSION_MESSAGES.notAuthorized };
}

/** Reads a record's own property only: 'constructor' or '__proto__' are not resources or roles. */
function ownValue<Value>(record: Readonly<Record<string, Value>>, key: string): Value | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function isActionList(requested: PermissionRequest[string]): requested is readonly string[] {
  return Array.isArray(requested);
}

/**
 * Splits a role string the way better-auth does: on ',' with no trimming.
 *
 * @example
 * splitRoles('admin,owner') // ['admin', 'owner']
 * splitRoles(null) // []
 */
export function splitRoles(role: string | null | undefined): string[] {
  return role === null || role === undefined || role === '' ? [] : role.split(',');
}

/**
 * The verdict of a check over several roles: which role allowed it, or the denial message.
 *
 * @example
 * const verdict: PermissionVerdict = { success: true, role: 'admin' };
 */
export type PermissionVerdict =
  { readonly success: true; readonly role: string } | { readonly success: false; readonly error: string };

/** What a permission check over a comma-separated role string takes. */
export interface PermissionCheck {
  readonly roles: Readonly<Record<string, Statements>>;
  readonly role: string | null | undefined;
  readonly permissions: PermissionRequest;
  readonly connector?: Connector;
}

/**
 * `checkPermission`, saying which role allowed the request: the first of the comma-separated roles that
 * does. When none does, the denial of the first known role; with no known role at all, 'Not authorized'.
 *
 * @example
 * explainPermission({ roles: ORGANIZATION_ROLE_STATEMENTS, role: 'member,admin', permissions: { member: ['create'] } })
 * // { success: true, role: 'admin' }
 */
export function explainPermission(check: PermissionCheck): PermissionVerdict {
  let firstDenial: Extract<AuthorizeResult, { success: false }> | undefined;
  for (const name of splitRoles(check.role)) {
    const statements = ownValue(check.roles, name);
    if (statements === undefined) continue;
    const result = authorizeRole(statements, check.permissions, check.connector);
    if (result.success) return { success: true, role: name };
    firstDenial ??= result;
  }
  return firstDenial ?? { success: false, error: PERMISSION_MESSAGES.notAuthorized };
}

/**
 * A permission check for a user who may hold several comma-separated roles: it passes if any known role
 * allows the request (all of its actions, or any of them with `connector: 'OR'`). When none does, it
 * returns the denial of the first known role; with no known role at all, 'Not authorized'.
 *
 * @example
 * checkPermission({ roles: ORGANIZATION_ROLE_STATEMENTS, role: 'member,admin', permissions: { member: ['create'] } })
 * // { success: true }
 * checkPermission({ roles: ORGANIZATION_ROLE_STATEMENTS, role: 'member', permissions: { billing: ['read'] } })
 * // { success: false, error: 'You are not allowed to access resource: billing' }
 */
export function checkPermission(check: PermissionCheck): AuthorizeResult {
  const verdict = explainPermission(check);
  return verdict.success ? { success: true } : verdict;
}

/**
 * `checkPermission` against the organization roles (owner, admin, member).
 *
 * @example
 * checkOrganizationPermission('admin', { organization: ['delete'] })
 * // { success: false, error: 'unauthorized to access resource "organization"' }
 */
export function checkOrganizationPermission(
  role: string | null | undefined,
  permissions: PermissionRequest,
  connector: Connector = 'AND',
): AuthorizeResult {
  return checkPermission({ roles: ORGANIZATION_ROLE_STATEMENTS, role, permissions, connector });
}

/**
 * `checkPermission` against the platform roles (admin, user). A user without a role is a plain user, as
 * in better-auth's admin plugin.
 *
 * @example
 * checkPlatformPermission('admin', { user: ['ban'], session: ['revoke'] }) // { success: true }
 * checkPlatformPermission(null, { user: ['list'] }) // { success: false, error: 'unauthorized to access resource "user"' }
 */
export function checkPlatformPermission(
  role: string | null | undefined,
  permissions: PermissionRequest,
  connector: Connector = 'AND',
): AuthorizeResult {
  const effectiveRole = role === null || role === undefined || role === '' ? 'user' : role;
  return checkPermission({ roles: PLATFORM_ROLE_STATEMENTS, role: effectiveRole, permissions, connector });
}
