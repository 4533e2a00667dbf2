import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPermission, ORGANIZATION_ROLE_STATEMENTS, ORGANIZATION_STATEMENTS } from './permissions';
import {
  answerPermissionQuestion,
  checkRoleDraft,
  EMPTY_ROLE_DRAFT,
  NO_ACTION_MESSAGE,
  NO_PERMISSION_MESSAGE,
  NO_ROLE_MESSAGE,
  permissionKey,
  permissionMatrix,
  roleDraftOf,
} from './role-permissions';
import { statementsByRole } from './role-grants';
import { rolesPermissionsSearchSchema } from './back-office-search';

const builtIn = Object.entries(ORGANIZATION_ROLE_STATEMENTS).map(([name, permissions]) => ({
  name,
  permissions: Object.fromEntries(
    Object.entries(permissions).map(([key, actions]: [string, readonly string[]]) => [key, [...actions]]),
  ),
}));

describe('permissionMatrix', () => {
  it('has one row per action of every statement, and says which built-in role grants it', () => {
    const rows = permissionMatrix(ORGANIZATION_STATEMENTS, builtIn);
    expect(rows).toHaveLength(14);
    expect(rows[0]).toEqual({
      resource: 'organization',
      action: 'update',
      granted: { owner: true, admin: true, member: false },
    });
    expect(rows.find((row) => row.resource === 'organization' && row.action === 'delete')?.granted).toEqual({
      owner: true,
      admin: false,
      member: false,
    });
    expect(rows.find((row) => row.resource === 'ac' && row.action === 'read')?.granted).toEqual({
      owner: true,
      admin: true,
      member: true,
    });
  });

  it('agrees with the sandbox check for every cell', () => {
    for (const row of permissionMatrix(ORGANIZATION_STATEMENTS, builtIn))
      for (const [role, granted] of Object.entries(row.granted))
        expect(
          checkPermission({
            roles: ORGANIZATION_ROLE_STATEMENTS,
            role,
            permissions: { [row.resource]: [row.action] },
          }).success,
        ).toBe(granted);
  });

  it('reads a custom role that lists only some resources', () => {
    const rows = permissionMatrix({ team: ['create'], ac: ['read'] }, [
      { name: 'team-lead', permissions: { team: ['create'] } },
    ]);
    expect(rows.map((row) => row.granted['team-lead'])).toEqual([true, false]);
  });
});

describe('the role form', () => {
  it('sends the ticked permissions in the statements order, the description trimmed', () => {
    const draft = {
      name: 'Team lead',
      description: '  Runs the teams ',
      permissions: new Set([permissionKey('team', 'update'), permissionKey('team', 'create')]),
    };
    expect(checkRoleDraft(draft)).toEqual({
      ok: true,
      body: { name: 'Team lead', description: 'Runs the teams', permissions: { team: ['create', 'update'] } },
    });
  });

  it('says what is missing', () => {
    expect(checkRoleDraft({ ...EMPTY_ROLE_DRAFT, name: 'x' })).toEqual({
      ok: false,
      errors: { name: 'Enter the role name', permissions: NO_PERMISSION_MESSAGE },
    });
  });

  it('drops a permission no statement has', () => {
    const draft = {
      ...EMPTY_ROLE_DRAFT,
      name: 'Odd',
      permissions: new Set([permissionKey('billing', 'read')]),
    };
    expect(checkRoleDraft(draft)).toEqual({ ok: false, errors: { permissions: NO_PERMISSION_MESSAGE } });
  });

  it('reads an existing role back into the same body', () => {
    fc.assert(
      fc.property(fc.subarray([...Object.entries(ORGANIZATION_STATEMENTS)], { minLength: 1 }), (entries) => {
        const permissions = Object.fromEntries(
          entries.map(([resource, actions]) => [resource, [...actions]]),
        );
        const checked = checkRoleDraft(roleDraftOf({ name: 'Custom', permissions }));
        expect(checked).toEqual({ ok: true, body: { name: 'Custom', permissions } });
      }),
    );
  });
});

describe('answerPermissionQuestion (SPEC §6 multi-role rule)', () => {
  const roles = statementsByRole(builtIn);
  const ask = (role: string, actions: string[], anyAction = false, resource = 'member') =>
    answerPermissionQuestion(roles, { role, resource, actions, anyAction });

  it('passes when any of the comma-separated roles allows all the actions, naming it', () => {
    expect(ask('member,admin', ['create', 'delete'])).toEqual({ success: true, role: 'admin' });
    expect(ask('member', ['create'])).toEqual({
      success: false,
      error: 'unauthorized to access resource "member"',
    });
  });

  it('needs all the actions unless OR is asked', () => {
    expect(ask('admin', ['update', 'delete'], false, 'organization')).toEqual({
      success: false,
      error: 'unauthorized to access resource "organization"',
    });
    expect(ask('admin', ['update', 'delete'], true, 'organization')).toEqual({
      success: true,
      role: 'admin',
    });
  });

  it('splits on commas without trimming, as better-auth: an unknown role is no role', () => {
    expect(ask('member, admin', ['create'])).toEqual({
      success: false,
      error: 'unauthorized to access resource "member"',
    });
    expect(ask('auditor', ['create'])).toEqual({ success: false, error: 'Not authorized' });
  });

  it('refuses a resource a custom role does not list with the first message', () => {
    const custom = statementsByRole([{ name: 'team-lead', permissions: { team: ['create'] } }]);
    expect(
      answerPermissionQuestion(custom, {
        role: 'team-lead',
        resource: 'ac',
        actions: ['read'],
        anyAction: false,
      }),
    ).toEqual({ success: false, error: 'You are not allowed to access resource: ac' });
  });

  it('says what the question lacks', () => {
    expect(ask('  ', ['create'])).toEqual({ invalid: NO_ROLE_MESSAGE });
    expect(ask('owner', [])).toEqual({ invalid: NO_ACTION_MESSAGE });
  });
});

describe('rolesPermissionsSearchSchema', () => {
  it('keeps the role opened, drops an empty one', () => {
    expect(rolesPermissionsSearchSchema.parse({ role: 'role-000001' })).toEqual({ role: 'role-000001' });
    expect(rolesPermissionsSearchSchema.parse({ role: '' })).toEqual({});
  });
});
