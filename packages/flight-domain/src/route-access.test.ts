import { describe, expect, it } from 'vitest';
import { ROUTE_ACCESS, canAccessRoute, canTopUp, hasAnyRole, rolesAllowedOn } from './route-access';

describe('route access table of SPEC §6', () => {
  it('pins the table', () => {
    expect(ROUTE_ACCESS).toEqual([
      { path: '/balance', roles: ['admin'] },
      { path: '/settings/organizations', roles: ['admin'] },
      { path: '/settings/roles-permissions', roles: ['admin', 'owner'] },
      { path: '/settings/members', roles: ['admin', 'owner'] },
    ]);
    expect(rolesAllowedOn('/settings/members/')).toEqual(['admin', 'owner']);
    expect(rolesAllowedOn('/settings')).toBeNull();
    expect(rolesAllowedOn('/balancesheet')).toBeNull();
  });

  const table: [string, string, boolean][] = [
    ['/balance', 'admin', true],
    ['/balance', 'owner', false],
    ['/balance', 'member', false],
    ['/settings/organizations', 'admin', true],
    ['/settings/organizations', 'owner', false],
    ['/settings/organizations', 'member', false],
    ['/settings/roles-permissions', 'admin', true],
    ['/settings/roles-permissions', 'owner', true],
    ['/settings/roles-permissions', 'member', false],
    ['/settings/members', 'admin', true],
    ['/settings/members', 'owner', true],
    ['/settings/members', 'member', false],
    ['/settings', 'member', true],
    ['/', 'member', true],
    ['/reservations/42/gds', 'member', true],
    ['/tickets', '', true],
  ];

  it.each(table)('%s for %s: %s', (path, role, allowed) => {
    expect(canAccessRoute(path, role)).toBe(allowed);
  });

  it('reads every role of a comma-separated string', () => {
    expect(hasAnyRole('user,owner', ['admin', 'owner'])).toBe(true);
    expect(hasAnyRole('user,member', ['admin', 'owner'])).toBe(false);
    expect(hasAnyRole(null, ['admin'])).toBe(false);
    expect(canAccessRoute('/balance', 'user,admin')).toBe(true);
    expect(canAccessRoute('/balance/', undefined)).toBe(false);
  });
});

describe('canTopUp', () => {
  it('lets whoever may open /balance top up: an admin by platform or organization role', () => {
    expect(canTopUp('admin')).toBe(true);
    expect(canTopUp('user,admin')).toBe(true);
    expect(canTopUp('user,owner')).toBe(false);
    expect(canTopUp('user,member')).toBe(false);
    expect(canTopUp(null)).toBe(false);
  });
});
