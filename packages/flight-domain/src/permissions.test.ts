import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AuthorizeResult,
  type Connector,
  ORGANIZATION_ROLE_STATEMENTS,
  ORGANIZATION_STATEMENTS,
  PERMISSION_MESSAGES,
  PLATFORM_ROLE_STATEMENTS,
  PLATFORM_STATEMENTS,
  type PermissionRequest,
  type Statements,
  authorizeRole,
  checkOrganizationPermission,
  checkPermission,
  checkPlatformPermission,
  splitRoles,
} from './permissions';

describe('statements and roles of SPEC §6', () => {
  it('gives owner everything, admin everything but deleting the organization, member read on ac', () => {
    expect(ORGANIZATION_STATEMENTS).toEqual({
      organization: ['update', 'delete'],
      member: ['create', 'update', 'delete'],
      invitation: ['create', 'cancel'],
      team: ['create', 'update', 'delete'],
      ac: ['create', 'read', 'update', 'delete'],
    });
    expect(ORGANIZATION_ROLE_STATEMENTS.owner).toEqual(ORGANIZATION_STATEMENTS);
    expect(ORGANIZATION_ROLE_STATEMENTS.admin).toEqual({
      ...ORGANIZATION_STATEMENTS,
      organization: ['update'],
    });
    expect(ORGANIZATION_ROLE_STATEMENTS.member).toEqual({
      organization: [],
      member: [],
      invitation: [],
      team: [],
      ac: ['read'],
    });
  });

  it('gives the platform admin every user and session action, a plain user none', () => {
    expect(PLATFORM_STATEMENTS).toEqual({
      user: ['create', 'list', 'set-role', 'ban', 'impersonate', 'delete', 'set-password', 'get', 'update'],
      session: ['list', 'revoke', 'delete'],
    });
    expect(PLATFORM_ROLE_STATEMENTS.admin).toEqual(PLATFORM_STATEMENTS);
    expect(PLATFORM_ROLE_STATEMENTS.user).toEqual({ user: [], session: [] });
  });

  it('pins the denial messages', () => {
    expect(PERMISSION_MESSAGES.unknownResource('billing')).toBe(
      'You are not allowed to access resource: billing',
    );
    expect(PERMISSION_MESSAGES.unauthorized('member')).toBe('unauthorized to access resource "member"');
    expect(PERMISSION_MESSAGES.notAuthorized).toBe('Not authorized');
  });
});

describe('authorizeRole', () => {
  const member = ORGANIZATION_ROLE_STATEMENTS.member;
  const admin = ORGANIZATION_ROLE_STATEMENTS.admin;

  it('allows what the role lists', () => {
    expect(authorizeRole(member, { ac: ['read'] })).toEqual({ success: true });
    expect(authorizeRole(admin, { member: ['create', 'delete'], invitation: ['cancel'] })).toEqual({
      success: true,
    });
  });

  it('refuses an unknown resource at once, even in OR mode', () => {
    expect(authorizeRole(member, { billing: ['read'] })).toEqual({
      success: false,
      error: 'You are not allowed to access resource: billing',
    });
    expect(authorizeRole(member, { billing: ['read'], ac: ['read'] }, 'OR')).toEqual({
      success: false,
      error: 'You are not allowed to access resource: billing',
    });
    expect(authorizeRole(member, { constructor: ['read'] })).toEqual({
      success: false,
      error: 'You are not allowed to access resource: constructor',
    });
  });

  it('refuses the first resource not allowed in AND mode', () => {
    expect(authorizeRole(admin, { member: ['create'], organization: ['delete'] })).toEqual({
      success: false,
      error: 'unauthorized to access resource "organization"',
    });
  });

  it('grants the first allowed resource in OR mode, else Not authorized', () => {
    expect(authorizeRole(member, { member: ['create'], ac: ['read'] }, 'OR')).toEqual({ success: true });
    expect(authorizeRole(member, { member: ['create'], team: ['create'] }, 'OR')).toEqual({
      success: false,
      error: 'Not authorized',
    });
  });

  it('honours a per-resource connector', () => {
    expect(
      authorizeRole(admin, { organization: { actions: ['update', 'delete'], connector: 'OR' } }),
    ).toEqual({
      success: true,
    });
    expect(
      authorizeRole(admin, { organization: { actions: ['update', 'delete'], connector: 'AND' } }),
    ).toEqual({
      success: false,
      error: 'unauthorized to access resource "organization"',
    });
  });

  it('says Not authorized for an empty request', () => {
    expect(authorizeRole(admin, {})).toEqual({ success: false, error: 'Not authorized' });
  });
});

describe('checkPermission over a role string', () => {
  it('splits roles as better-auth does', () => {
    expect(splitRoles('admin,owner')).toEqual(['admin', 'owner']);
    expect(splitRoles('admin, owner')).toEqual(['admin', ' owner']);
    expect(splitRoles('')).toEqual([]);
    expect(splitRoles(null)).toEqual([]);
    expect(splitRoles(undefined)).toEqual([]);
  });

  it('passes when any role allows', () => {
    expect(checkOrganizationPermission('member,admin', { member: ['create'] })).toEqual({ success: true });
    expect(checkOrganizationPermission('owner', { organization: ['delete'] })).toEqual({ success: true });
  });

  it('returns the first known role’s denial, ignoring unknown roles', () => {
    expect(checkOrganizationPermission('guest,member,admin', { organization: ['delete'] })).toEqual({
      success: false,
      error: 'unauthorized to access resource "organization"',
    });
    expect(checkOrganizationPermission('member', { billing: ['read'] })).toEqual({
      success: false,
      error: 'You are not allowed to access resource: billing',
    });
  });

  it('says Not authorized when no role is known', () => {
    for (const role of ['', 'guest', 'Admin', ' admin', null, undefined, '__proto__', 'constructor']) {
      expect(checkOrganizationPermission(role, { ac: ['read'] })).toEqual({
        success: false,
        error: 'Not authorized',
      });
    }
  });

  it('treats a platform user without a role as a plain user', () => {
    expect(checkPlatformPermission('admin', { user: ['ban', 'impersonate'], session: ['revoke'] })).toEqual({
      success: true,
    });
    expect(checkPlatformPermission(null, { user: ['list'] })).toEqual({
      success: false,
      error: 'unauthorized to access resource "user"',
    });
    expect(checkPlatformPermission('', { session: ['list'] }, 'OR')).toEqual({
      success: false,
      error: 'Not authorized',
    });
    expect(checkPlatformPermission('user,admin', { user: ['set-password'] })).toEqual({ success: true });
  });
});

// ---------------------------------------------------------------------------------------------------------
// Brute-force model: the verdict written as "which event comes first", not as a loop with early returns.

type Requested = PermissionRequest[string];

/** The request of one resource as a list of actions and a connector. */
function normalized(requested: Requested): { actions: readonly string[]; connector: Connector } {
  return 'actions' in requested ? requested : { actions: requested, connector: 'AND' };
}

function modelAuthorize(role: Statements, request: PermissionRequest, connector: Connector): AuthorizeResult {
  const entries = Object.entries(request);
  const outcome = entries.map(([resource, requested]) => {
    if (!Object.keys(role).includes(resource)) return 'unknown' as const;
    const allowed = new Set(role[resource]);
    const { actions, connector: within } = normalized(requested);
    const granted =
      within === 'OR'
        ? actions.some((action) => allowed.has(action))
        : actions.every((action) => allowed.has(action));
    return granted ? ('granted' as const) : ('refused' as const);
  });
  const firstUnknown = outcome.indexOf('unknown');
  const decisive = connector === 'AND' ? outcome.indexOf('refused') : outcome.indexOf('granted');
  const candidates = [firstUnknown, decisive].filter((index) => index >= 0);
  if (candidates.length > 0) {
    const index = Math.min(...candidates);
    const resource = entries[index]?.[0] ?? '';
    if (index === firstUnknown)
      return { success: false, error: `You are not allowed to access resource: ${resource}` };
    if (connector === 'OR') return { success: true };
    return { success: false, error: `unauthorized to access resource "${resource}"` };
  }
  return entries.length > 0 && connector === 'AND'
    ? { success: true }
    : { success: false, error: 'Not authorized' };
}

function modelCheck(
  roles: Record<string, Statements>,
  role: string,
  request: PermissionRequest,
  connector: Connector,
) {
  const verdicts = role
    .split(',')
    .filter((name) => Object.keys(roles).includes(name))
    .map((name) => modelAuthorize(roles[name] ?? {}, request, connector));
  return (
    verdicts.find((verdict) => verdict.success) ?? verdicts[0] ?? { success: false, error: 'Not authorized' }
  );
}

const RESOURCES = ['organization', 'member', 'invitation', 'team', 'ac', 'user', 'session', 'billing'];
const ACTIONS = ['create', 'read', 'update', 'delete', 'cancel', 'list', 'ban', 'revoke', 'impersonate'];
const ROLE_NAMES = ['owner', 'admin', 'member', 'user', 'guest', ''];

const actionsArbitrary = fc.subarray(ACTIONS, { minLength: 0, maxLength: 4 });
const requestArbitrary: fc.Arbitrary<PermissionRequest> = fc.dictionary(
  fc.constantFrom(...RESOURCES),
  fc.oneof(
    actionsArbitrary,
    fc.record({ actions: actionsArbitrary, connector: fc.constantFrom<Connector>('AND', 'OR') }),
  ),
  { maxKeys: 4 },
);
const roleStringArbitrary = fc
  .array(fc.constantFrom(...ROLE_NAMES), { minLength: 1, maxLength: 3 })
  .map((names) => names.join(','));
const allRoles = { ...ORGANIZATION_ROLE_STATEMENTS, user: PLATFORM_ROLE_STATEMENTS.user };

describe('checkPermission against a brute-force model (property)', () => {
  it('agrees for any roles, request and connector', () => {
    fc.assert(
      fc.property(
        roleStringArbitrary,
        requestArbitrary,
        fc.constantFrom<Connector>('AND', 'OR'),
        (role, request, connector) => {
          expect(checkPermission({ roles: allRoles, role, permissions: request, connector })).toEqual(
            modelCheck(allRoles, role, request, connector),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never grants more to a role than to a role that includes it', () => {
    fc.assert(
      fc.property(requestArbitrary, fc.constantFrom<Connector>('AND', 'OR'), (request, connector) => {
        const granted = (role: string) => checkOrganizationPermission(role, request, connector).success;
        if (granted('member')) expect(granted('admin')).toBe(true);
        if (granted('admin')) expect(granted('owner')).toBe(true);
      }),
    );
  });
});
