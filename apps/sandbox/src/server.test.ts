import {
  INVALID_EMAIL_MESSAGE,
  memberSchema,
  ORGANIZATION_ID_REQUIRED_MESSAGE,
  PERMISSION_MESSAGES,
} from '@comptoir/flight-domain';
import { ENDPOINT_GROUPS, FAULT_HEADER } from '@comptoir/mock-backend';
import { Agent, get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SANDBOX_PASSWORD } from './accounts';
import { account, APP_ORIGIN, browserClient } from './test-client';
import { useTestSandbox } from './test-sandbox';

const sandbox = useTestSandbox('server');
const { logLines } = sandbox;
const sandboxUrl = sandbox.url;
const client = () => browserClient(sandboxUrl);

/** The names of the cookies a response sets (or clears). */
function cookieNames(headers: Headers): string[] {
  return headers.getSetCookie().map((cookie) => cookie.slice(0, cookie.indexOf('=')));
}

describe('the sandbox server', () => {
  it('answers the health check and prints the seed accounts', async () => {
    const response = await fetch(`${sandbox.url()}/health`);
    expect(response.status).toBe(200);
    expect(logLines.join('\n')).toContain(account('owner.paris@comptoir.test').totpSecret ?? 'missing');
  });

  it('keeps an idle keep-alive connection open past the 5 s default of Node (closed at 6 s), for clients that reuse it', async () => {
    // Playwright's request context keeps idle sockets with no limit of its own: had the server closed this
    // one meanwhile, the second call would race its closing (ECONNRESET) or need a new socket.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const reusedSocket = () =>
      new Promise<boolean>((resolve, reject) => {
        const request = get(`${sandbox.url()}/health`, { agent }, (response) => {
          response.resume();
          response.on('end', () => {
            resolve(request.reusedSocket);
          });
        });
        request.on('error', reject);
      });
    try {
      expect(await reusedSocket()).toBe(false);
      await sleep(7_000);
      expect(await reusedSocket()).toBe(true);
    } finally {
      agent.destroy();
    }
  }, 15_000);

  it('answers 401 with a message to application calls without a session', async () => {
    const call = client();
    const response = await call('GET', '/api/reservations');
    expect(response).toMatchObject({ status: 401, data: { message: 'Unauthorized' } });
    expect((await call('GET', '/api/auth/me')).status).toBe(401);
  });

  it('reads its clock and moves it forward on request, refusing a move that is not forward', async () => {
    const read = async (init?: RequestInit) => {
      const response = await fetch(`${sandbox.url()}/sandbox/clock`, init);
      return { status: response.status, body: (await response.json()) as { now?: string; message?: string } };
    };
    const before = Date.parse((await read()).body.now ?? '');
    const post = (body: unknown) =>
      read({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(await post({ advanceMinutes: -5 })).toMatchObject({ status: 400 });
    const moved = await post({ advanceMinutes: 90 });
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.now ?? '') - before).toBeGreaterThanOrEqual(90 * 60_000);
    expect(Date.parse(moved.body.now ?? '') - before).toBeLessThan(91 * 60_000);
  });

  it('allows the app origin with credentials (CORS)', async () => {
    const response = await fetch(`${sandbox.url()}/api/auth/get-session`, {
      method: 'OPTIONS',
      headers: { origin: APP_ORIGIN },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    // The app's tests ask for faults and latency per request, from the app's origin.
    expect(response.headers.get('access-control-allow-headers')?.split(',')).toContain(FAULT_HEADER);
  });

  it("waits for the latency a call asks for in the fault header, better-auth's calls included, and keeps its other faults", async () => {
    const call = await sandbox.signIn('owner.paris@comptoir.test');
    const timed = async (path: string, fault: string) => {
      const started = performance.now();
      const { status } = await call('GET', path, undefined, { [FAULT_HEADER]: fault });
      return { status, ms: performance.now() - started };
    };
    const session = await timed('/api/auth/get-session', 'latency=400');
    expect(session.status).toBe(200);
    expect(session.ms).toBeGreaterThanOrEqual(400);
    const refused = await timed('/api/reservations', 'latency=400,status=503');
    expect(refused.status).toBe(503);
    expect(refused.ms).toBeGreaterThanOrEqual(400);
  });

  it('signs in through the two-factor challenge with a TOTP code, and the session works', async () => {
    const call = await sandbox.signIn('owner.casablanca@comptoir.test');
    const session = await call('GET', '/api/auth/get-session');
    expect(session.data).toMatchObject({
      user: { email: 'owner.casablanca@comptoir.test', twoFactorEnabled: true },
      session: { activeOrganizationId: 'org_casablanca' },
    });
    const me = await call('GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(ENDPOINT_GROUPS.users.me.response.parse(me.data)).toMatchObject({
      memberRole: 'owner',
      activeOrganization: { id: 'org_casablanca' },
    });
    expect((await call('GET', '/api/reservations')).status).toBe(200);
  });

  it("sends JSON of 1 KiB or more gzip'd to a client that accepts it, as it is to one that does not", async () => {
    const call = await sandbox.signIn('owner.casablanca@comptoir.test');
    const accepting = await call('GET', '/api/reservations', undefined, { 'accept-encoding': 'gzip' });
    const plain = await call('GET', '/api/reservations', undefined, { 'accept-encoding': 'identity' });
    expect(accepting.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(JSON.stringify(plain.data).length).toBeGreaterThan(1024);
    // The same answer either way, once the client has decoded it.
    expect(accepting.data).toEqual(plain.data);
    expect(accepting.headers.get('vary')).toContain('accept-encoding');
    // A small answer goes as it is.
    const small = await call('GET', '/api/auth/me', undefined, { 'accept-encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('passes every cookie of a response through, each in its own Set-Cookie header', async () => {
    // Not remembered: the session cookie comes with the "don't remember" one, and the two-factor
    // challenge's cookie is cleared in the same answer.
    const { verified } = await sandbox.signIn('member.paris@comptoir.test', { rememberMe: false });
    expect(cookieNames(verified.headers)).toEqual(
      expect.arrayContaining([
        'better-auth.session_token',
        'better-auth.dont_remember',
        'better-auth.two_factor',
      ]),
    );
  });

  it("lists the teams a user works in: the organization's ticketing desk for its owner, none for a member", async () => {
    const owner = await sandbox.signIn('owner.casablanca@comptoir.test');
    expect((await owner('GET', '/api/auth/organization/list-user-teams')).data).toEqual([
      expect.objectContaining({ id: 'team_atlas-voyages-casablanca_desk', name: 'Ticketing desk' }),
    ]);
    const member = await sandbox.signIn('member.casablanca@comptoir.test');
    expect((await member('GET', '/api/auth/organization/list-user-teams')).data).toEqual([]);
  });

  it("keeps memberships in better-auth's tables: the member list, adding by e-mail, a role changed", async () => {
    const owner = await sandbox.signIn('owner.paris@comptoir.test');
    const listed = await owner('GET', '/api/admin/members/?organizationId=org_paris');
    expect(listed.status).toBe(200);
    expect(
      z
        .array(memberSchema)
        .parse(listed.data)
        .map((member) => member.user.email),
    ).toContain('member.paris@comptoir.test');
    const added = await owner('POST', '/api/organization/add-member', {
      email: 'New.Colleague@comptoir.test',
      role: ['member', 'admin'],
      organizationId: 'org_paris',
    });
    expect(added).toMatchObject({
      status: 200,
      data: { member: { role: 'member,admin', user: { email: 'new.colleague@comptoir.test' } } },
    });
    const { id: memberId } = (added.data as { member: { id: string } }).member;
    expect(
      (await owner('POST', '/api/auth/organization/update-member-role', { memberId, role: 'member' })).status,
    ).toBe(200);
    const full = (await owner('GET', '/api/auth/organization/get-full-organization')).data as {
      members: { id: string; role: string }[];
    };
    expect(full.members.find((member) => member.id === memberId)?.role).toBe('member');
    const again = await owner('POST', '/api/organization/add-member', {
      email: 'new.colleague@comptoir.test',
      role: 'member',
    });
    expect(again.status).toBe(409);
    const invalid = await owner('POST', '/api/organization/add-member', { email: 'nope', role: 'member' });
    expect(invalid).toMatchObject({ status: 400, data: { message: INVALID_EMAIL_MESSAGE } });
    const blank = await owner('GET', '/api/admin/members/?organizationId=');
    expect(blank).toMatchObject({ status: 400, data: { message: ORGANIZATION_ID_REQUIRED_MESSAGE } });
  });

  it('assigns a queue item to a member added since the start, and refuses one removed or of another organization', async () => {
    const owner = await sandbox.signIn('owner.marrakech@comptoir.test');
    const added = await owner('POST', '/api/organization/add-member', {
      email: 'queue.colleague@comptoir.test',
      role: 'member',
      organizationId: 'org_marrakech',
    });
    const { userId, id: memberId } = (added.data as { member: { id: string; userId: string } }).member;
    const [item] = ((await owner('GET', '/api/queues/deadlines')).data as { items: { id: string }[] }).items;
    const assign = (assigneeId: string) =>
      owner('PUT', `/api/queues/deadlines/${item?.id ?? ''}/assignee`, { assigneeId });
    expect(await assign(userId)).toMatchObject({
      status: 200,
      data: { message: expect.stringMatching(/ assigned to queue\.colleague\.$/) as unknown },
    });
    expect(
      (await owner('POST', '/api/auth/organization/remove-member', { memberIdOrEmail: memberId })).status,
    ).toBe(200);
    expect((await assign(userId)).status).toBe(400);
    const outsider = account('owner.paris@comptoir.test');
    expect(await assign(outsider.id)).toMatchObject({
      status: 400,
      data: { message: `assigneeId: ${outsider.id} is not a member of the reservation's organization` },
    });
  });

  it('assigns a low-cost hold to a member added since the start, and counts it with the queues', async () => {
    const owner = await sandbox.signIn('owner.marrakech@comptoir.test');
    const added = await owner('POST', '/api/organization/add-member', {
      email: 'holds.colleague@comptoir.test',
      role: 'member',
      organizationId: 'org_marrakech',
    });
    const { userId } = (added.data as { member: { userId: string } }).member;
    const [hold] = ((await owner('GET', '/api/low-cost/holds')).data as { items: { id: string }[] }).items;
    expect(
      await owner('PUT', `/api/low-cost/holds/${hold?.id ?? ''}/assignee`, { assigneeId: userId }),
    ).toMatchObject({
      status: 200,
      data: { message: `${hold?.id ?? ''} assigned to holds.colleague.` },
    });
    expect((await owner('GET', '/api/queues/summary')).data).toMatchObject({
      'low-cost-holds': { organization: 2, mine: 0 },
    });
  });

  it("refuses organization writes a role does not allow with SPEC §6's messages", async () => {
    const member = await sandbox.signIn('member.paris@comptoir.test');
    const denied = { message: PERMISSION_MESSAGES.unauthorized('member') };
    expect(
      await member('POST', '/api/organization/add-member', { email: 'x@comptoir.test', role: 'member' }),
    ).toMatchObject({ status: 403, data: denied });
    expect(
      await member('POST', '/api/auth/organization/remove-member', {
        memberIdOrEmail: 'owner.paris@comptoir.test',
      }),
    ).toMatchObject({ status: 403, data: denied });
    const admin = await sandbox.signIn('admin.paris@comptoir.test');
    expect(
      await admin('POST', '/api/auth/organization/delete', { organizationId: 'org_paris' }),
    ).toMatchObject({ status: 403, data: { message: PERMISSION_MESSAGES.unauthorized('organization') } });
    expect(await admin('GET', '/api/admin/members/?organizationId=org_casablanca')).toMatchObject({
      status: 403,
      data: { message: PERMISSION_MESSAGES.notAuthorized },
    });
  });

  it('accepts a sign-up and signs the new user in', async () => {
    const call = client();
    const signUp = await call('POST', '/api/auth/sign-up/email', {
      email: 'signed.up@comptoir.test',
      password: SANDBOX_PASSWORD,
      name: 'Signed Up',
    });
    expect(signUp).toMatchObject({ status: 200, data: { user: { email: 'signed.up@comptoir.test' } } });
    expect(cookieNames(signUp.headers)).toContain('better-auth.session_token');
    expect((await call('GET', '/api/auth/get-session')).data).toMatchObject({
      user: { email: 'signed.up@comptoir.test' },
    });
  });

  it('refuses a wrong TOTP code and accepts a backup code', async () => {
    const call = client();
    await call('POST', '/api/auth/sign-in/email', {
      email: 'admin.paris@comptoir.test',
      password: SANDBOX_PASSWORD,
    });
    expect((await call('POST', '/api/auth/two-factor/verify-totp', { code: '000000' })).status).toBe(401);
    const [backupCode = ''] = account('admin.paris@comptoir.test').backupCodes;
    expect((await call('POST', '/api/auth/two-factor/verify-backup-code', { code: backupCode })).status).toBe(
      200,
    );
    expect((await call('GET', '/api/auth/me')).status).toBe(200);
  });

  it('sends the e-mail OTP to the log and verifies it', async () => {
    const call = client();
    await call('POST', '/api/auth/sign-in/email', {
      email: 'owner.marrakech@comptoir.test',
      password: SANDBOX_PASSWORD,
    });
    expect((await call('POST', '/api/auth/two-factor/send-otp')).status).toBe(200);
    const line = logLines.findLast((candidate) =>
      candidate.includes('two-factor code for owner.marrakech@comptoir.test'),
    );
    const code = /(\d{6})$/.exec(line ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect((await call('POST', '/api/auth/two-factor/verify-otp', { code })).status).toBe(200);
    expect((await call('GET', '/api/auth/me')).status).toBe(200);
  });

  it('sets up two-factor for the user without it', async () => {
    const call = client();
    const signIn = await call('POST', '/api/auth/sign-in/email', {
      email: 'new.agent@comptoir.test',
      password: SANDBOX_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.data).not.toHaveProperty('twoFactorRedirect');
    expect((await call('GET', '/api/auth/get-session')).data).toMatchObject({
      user: { twoFactorEnabled: false },
    });
    const enabled = await call('POST', '/api/auth/two-factor/enable', { password: SANDBOX_PASSWORD });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = enabled.data as { totpURI: string; backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    const totp = OTPAuth.URI.parse(totpURI);
    expect(totp).toBeInstanceOf(OTPAuth.TOTP);
    expect((await call('POST', '/api/auth/two-factor/verify-totp', { code: totp.generate() })).status).toBe(
      200,
    );
    expect((await call('GET', '/api/auth/get-session')).data).toMatchObject({
      user: { twoFactorEnabled: true },
    });
  });

  it("refuses calls the user's role may not make with SPEC §6's messages", async () => {
    const call = await sandbox.signIn('member.casablanca@comptoir.test');
    expect(await call('GET', '/api/admin/users')).toMatchObject({
      status: 403,
      data: { message: 'unauthorized to access resource "user"' },
    });
    expect(
      await call('POST', '/api/organization/add-member', { email: 'someone@comptoir.test', role: 'member' }),
    ).toMatchObject({
      status: 403,
      data: { message: 'unauthorized to access resource "member"' },
    });
    expect((await call('GET', '/api/roles')).status).toBe(200);
  });

  it('finds its data again after a restart on the same data directory', async () => {
    const call = await sandbox.signIn('admin.marrakech@comptoir.test');
    await sandbox.restart();
    expect(logLines.join('\n')).not.toContain('seeded');
    // The session signed in before the restart still works.
    expect((await call('GET', '/api/auth/get-session')).data).toMatchObject({
      user: { email: 'admin.marrakech@comptoir.test' },
      session: { activeOrganizationId: 'org_marrakech' },
    });
    // Two-factor was set up in an earlier test: it is still required after the restart.
    const signIn = await client()('POST', '/api/auth/sign-in/email', {
      email: 'new.agent@comptoir.test',
      password: SANDBOX_PASSWORD,
    });
    expect(signIn.data).toMatchObject({ twoFactorRedirect: true });
    // The user who signed up in an earlier test is still there.
    const signedUp = await client()('POST', '/api/auth/sign-in/email', {
      email: 'signed.up@comptoir.test',
      password: SANDBOX_PASSWORD,
    });
    expect(signedUp.status).toBe(200);
  }, 30_000);

  it('starts from the seed again when asked to reset', async () => {
    await sandbox.restart({ reset: true });
    expect(logLines.join('\n')).toContain('seeded');
    const signIn = await client()('POST', '/api/auth/sign-in/email', {
      email: 'signed.up@comptoir.test',
      password: SANDBOX_PASSWORD,
    });
    expect(signIn.status).toBe(401);
  }, 30_000);
});
