import { PERMISSION_MESSAGES } from '@comptoir/flight-domain';
import { resetSandboxDatabase } from '@comptoir/mock-backend';
import { describe, expect, it } from 'vitest';
import { useTestSandbox } from './test-sandbox';

const sandbox = useTestSandbox('roles');

describe("the sandbox's custom roles (SPEC §6)", () => {
  it('grants and denies by a custom role held by a member, alone or beside another role, as better-auth does', async () => {
    const owner = await sandbox.signIn('owner.casablanca@comptoir.test');
    const created = await owner('POST', '/api/roles', {
      name: 'desk-lead',
      permissions: { member: ['create'], ac: ['read'] },
    });
    expect(created.status).toBe(200);
    const { id: roleId } = created.data as { id: string };
    const members = (await owner('GET', '/api/admin/members/?organizationId=org_casablanca')).data as {
      id: string;
      user: { email: string };
    }[];
    const memberId = members.find((member) => member.user.email === 'member.casablanca@comptoir.test')?.id;
    const setRole = (role: string | string[]) =>
      owner('POST', '/api/auth/organization/update-member-role', { memberId, role });
    // better-auth knows the custom role (its dynamic access control) and lets the member hold it.
    expect((await setRole('desk-lead')).status).toBe(200);

    const member = await sandbox.signIn('member.casablanca@comptoir.test');
    const addColleague = (email: string) =>
      member('POST', '/api/organization/add-member', { email, role: 'member' });
    expect((await addColleague('desk.one@comptoir.test')).status).toBe(200);
    const memberOf = async (email: string) =>
      (
        (await owner('GET', '/api/admin/members/?organizationId=org_casablanca')).data as {
          id: string;
          user: { email: string };
        }[]
      ).find((candidate) => candidate.user.email === email)?.id;
    const removeColleague = async () =>
      member('POST', '/api/auth/organization/remove-member', {
        memberIdOrEmail: await memberOf('desk.one@comptoir.test'),
        organizationId: 'org_casablanca',
      });
    expect(await removeColleague()).toMatchObject({
      status: 403,
      data: { message: PERMISSION_MESSAGES.unauthorized('member') },
    });
    expect(await member('POST', '/api/roles', { name: 'mine', permissions: { ac: ['read'] } })).toMatchObject(
      {
        status: 403,
        data: { message: PERMISSION_MESSAGES.unauthorized('ac') },
      },
    );
    // desk-lead names no organization statement: the first denial of SPEC §6.
    expect(await member('PUT', '/api/organization/org_casablanca/update', { city: 'Rabat' })).toMatchObject({
      status: 403,
      data: { message: PERMISSION_MESSAGES.unknownResource('organization') },
    });

    // Held beside member: either role may allow (SPEC §6's multi-role rule).
    expect((await setRole(['member', 'desk-lead'])).status).toBe(200);
    expect((await member('GET', '/api/roles')).status).toBe(200);
    expect((await addColleague('desk.two@comptoir.test')).status).toBe(200);

    // Changed by PUT /roles/{id}: better-auth's own check of remove-member follows.
    expect(
      (
        await owner('PUT', `/api/roles/${roleId}`, {
          name: 'desk-lead',
          permissions: { member: ['create', 'delete'] },
        })
      ).status,
    ).toBe(200);
    expect((await removeColleague()).status).toBe(200);

    // The simulated backend keeps its data in memory: after a restart, its roles come back from better-auth's.
    await sandbox.restart({ beforeStart: resetSandboxDatabase });
    const again = await sandbox.signIn('member.casablanca@comptoir.test');
    expect(
      (
        await again('POST', '/api/organization/add-member', {
          email: 'desk.three@comptoir.test',
          role: 'member',
        })
      ).status,
    ).toBe(200);
  });
});
