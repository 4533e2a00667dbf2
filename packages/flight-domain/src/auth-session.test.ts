import { describe, expect, it } from 'vitest';
import {
  type Session,
  USER_STATE_KINDS,
  deriveAuthState,
  sessionResponseSchema,
  sameVisitor,
  sessionSchema,
  userStateFromSession,
} from './auth-session';

const session = (user: Session['user'], activeOrganizationId: string | null = 'org_1'): Session => ({
  user,
  session: { activeOrganizationId },
});

describe('session schemas', () => {
  it('reads a session response and keeps other fields', () => {
    const response = {
      data: {
        user: { id: 'u1', email: 'zoe@agency.ma', role: 'admin', twoFactorEnabled: true },
        session: { id: 's1', activeOrganizationId: 'org_1' },
      },
    };
    expect(sessionResponseSchema.parse(response)).toEqual(response);
    expect(sessionResponseSchema.parse({ data: null })).toEqual({ data: null });
    expect(sessionSchema.safeParse({ user: { twoFactorEnabled: 'yes' }, session: {} }).success).toBe(false);
  });
});

describe('deriveAuthState', () => {
  it('is loading with no user while the session is fetched', () => {
    expect(deriveAuthState({ session: session({ role: 'admin' }), isLoading: true })).toEqual({
      isAuthenticated: false,
      isLoading: true,
      session: null,
      user: null,
      organizationId: null,
      isAdmin: false,
    });
  });

  it('is authenticated when a user exists, admin when the role equals admin', () => {
    const admin = session({ role: 'admin', twoFactorEnabled: true });
    expect(deriveAuthState({ session: admin, isLoading: false })).toEqual({
      isAuthenticated: true,
      isLoading: false,
      session: admin.session,
      user: admin.user,
      organizationId: 'org_1',
      isAdmin: true,
    });
    expect(deriveAuthState({ session: session({ role: 'user,admin' }), isLoading: false }).isAdmin).toBe(
      false,
    );
    expect(deriveAuthState({ session: session({ role: null }, null), isLoading: false })).toMatchObject({
      isAuthenticated: true,
      organizationId: null,
      isAdmin: false,
    });
  });

  it('is signed out without a session', () => {
    expect(deriveAuthState({ session: null, isLoading: false })).toEqual({
      isAuthenticated: false,
      isLoading: false,
      session: null,
      user: null,
      organizationId: null,
      isAdmin: false,
    });
  });
});

describe('userStateFromSession', () => {
  it('tells the three kinds of visitor apart', () => {
    expect(USER_STATE_KINDS).toEqual(['anonymous', 'without-two-factor', 'with-two-factor']);
    expect(userStateFromSession(null)).toEqual({ kind: 'anonymous' });
    expect(userStateFromSession(session({ role: 'user', twoFactorEnabled: false }))).toEqual({
      kind: 'without-two-factor',
      role: 'user',
    });
    expect(userStateFromSession(session({ role: 'user' }))).toEqual({
      kind: 'without-two-factor',
      role: 'user',
    });
    expect(userStateFromSession(session({ role: 'admin', twoFactorEnabled: true }))).toEqual({
      kind: 'with-two-factor',
      role: 'admin',
    });
  });

  it('adds the organization role to the platform role', () => {
    expect(
      userStateFromSession(session({ role: 'user', twoFactorEnabled: true }), { memberRole: 'owner' }),
    ).toEqual({
      kind: 'with-two-factor',
      role: 'user,owner',
    });
    expect(
      userStateFromSession(session({ role: null, twoFactorEnabled: true }), { memberRole: null }),
    ).toEqual({
      kind: 'with-two-factor',
      role: '',
    });
  });
});

describe('sameVisitor', () => {
  const zoe: Session = {
    user: { id: 'u1', role: 'user', twoFactorEnabled: true, language: 'en' },
    session: { id: 's1', activeOrganizationId: 'org_1', expiresAt: '2026-12-10T10:00:00.000Z' },
  };

  it('is the same visitor when only the language or the session record moved on', () => {
    const later: Session = {
      user: { ...zoe.user, language: 'fr' },
      session: {
        ...zoe.session,
        expiresAt: '2026-12-11T10:00:00.000Z',
        updatedAt: '2026-12-04T10:00:00.000Z',
      },
    };
    expect(sameVisitor(zoe, later)).toBe(true);
    expect(sameVisitor(zoe, { user: { ...zoe.user }, session: { ...zoe.session } })).toBe(true);
  });

  it.each<[string, Session]>([
    ['another user', { ...zoe, user: { ...zoe.user, id: 'u2' } }],
    ['another platform role', { ...zoe, user: { ...zoe.user, role: 'admin' } }],
    ['two-factor turned off', { ...zoe, user: { ...zoe.user, twoFactorEnabled: false } }],
    ['another organization', { ...zoe, session: { ...zoe.session, activeOrganizationId: 'org_2' } }],
    ['no organization', { ...zoe, session: { ...zoe.session, activeOrganizationId: null } }],
    ['an impersonation', { ...zoe, session: { ...zoe.session, impersonatedBy: 'admin_1' } }],
  ])('is another visitor with %s', (_, other) => {
    expect(sameVisitor(zoe, other)).toBe(false);
    expect(sameVisitor(other, zoe)).toBe(false);
  });
});
