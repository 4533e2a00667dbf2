import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ACTOR, resetSandboxDatabase, setSandboxActor } from '../index';
import { callSandbox } from '../test-client';

beforeEach(() => {
  resetSandboxDatabase();
  setSandboxActor(null);
});

describe("better-auth's stand-in for Storybook and node tests", () => {
  it('answers a null session when signed out, and 401 to application calls', async () => {
    expect(await callSandbox('GET', '/auth/get-session')).toMatchObject({ status: 200, body: null });
    expect((await callSandbox('GET', '/auth/me')).status).toBe(401);
  });

  it('signs in through the two-factor challenge', async () => {
    const signIn = await callSandbox('POST', '/auth/sign-in/email', {
      body: { email: 'owner.paris@comptoir.test', password: 'any-password' },
    });
    expect(signIn.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp', 'otp'] });
    expect(
      (await callSandbox('POST', '/auth/two-factor/verify-totp', { body: { code: '000000' } })).status,
    ).toBe(401);
    expect(
      (await callSandbox('POST', '/auth/two-factor/verify-totp', { body: { code: '123456' } })).status,
    ).toBe(200);
    const session = await callSandbox('GET', '/auth/get-session');
    expect(session.body).toMatchObject({
      user: { email: 'owner.paris@comptoir.test', twoFactorEnabled: true },
      session: { activeOrganizationId: 'org_paris' },
    });
    expect((await callSandbox('GET', '/auth/organization/get-active-member-role')).body).toEqual({
      role: 'owner',
    });
    await callSandbox('POST', '/auth/sign-out');
    expect((await callSandbox('GET', '/auth/get-session')).body).toBeNull();
  });

  it('lets the user without two-factor in, to set it up', async () => {
    const signIn = await callSandbox('POST', '/auth/sign-in/email', {
      body: { email: 'new.agent@comptoir.test', password: 'any-password' },
    });
    expect(signIn.body).toMatchObject({ user: { twoFactorEnabled: false } });
    const enable = await callSandbox('POST', '/auth/two-factor/enable', {
      body: { password: 'any-password' },
    });
    expect(enable.body).toMatchObject({ totpURI: expect.stringMatching(/^otpauth:\/\/totp\//) as string });
  });

  it('lists users for a platform admin only', async () => {
    setSandboxActor(DEFAULT_ACTOR);
    expect((await callSandbox('GET', '/auth/admin/list-users')).status).toBe(200);
  });
});
