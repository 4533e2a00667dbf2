import { expect, type APIRequestContext } from '@playwright/test';
import { APP_ORIGIN, SANDBOX_PASSWORD, SANDBOX_URL, totpCode } from './accounts';

const FROM_APP = { headers: { origin: APP_ORIGIN } };

async function post(request: APIRequestContext, path: string, data: unknown): Promise<unknown> {
  const answer = await request.post(`${SANDBOX_URL}/api/auth/${path}`, { ...FROM_APP, data });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return answer.json();
}

/** A user the test owns alone, so that changing it breaks no other spec on the same sandbox. */
export interface FreshUser {
  email: string;
  name: string;
  /** The TOTP secret its two-factor was enabled with. */
  totp: string;
}

/**
 * Creates a new user through the platform admin (`adminRequest`, signed in), invites it into each
 * organization by that organization's owner (`inviters`, signed in) as a member (or the role given), accepts the invitations
 * and enables two-factor, all as `request`, which stays signed in as the new user (its browser context's
 * pages too). The first organization is the active one.
 */
export async function freshUser(
  request: APIRequestContext,
  adminRequest: APIRequestContext,
  inviters: readonly { request: APIRequestContext; organizationId: string; role?: 'member' | 'admin' }[],
  label: string,
): Promise<FreshUser> {
  const email = `e2e.${label}.${Date.now()}@comptoir.test`;
  const name = `E2E ${label}`;
  await post(adminRequest, 'admin/create-user', { email, name, password: SANDBOX_PASSWORD, role: 'user' });
  await post(request, 'sign-in/email', { email, password: SANDBOX_PASSWORD });
  for (const inviter of inviters) {
    const invitation = (await post(inviter.request, 'organization/invite-member', {
      email,
      role: inviter.role ?? 'member',
      organizationId: inviter.organizationId,
    })) as { id: string };
    await post(request, 'organization/accept-invitation', { invitationId: invitation.id });
  }
  const [first] = inviters;
  if (first !== undefined)
    await post(request, 'organization/set-active', { organizationId: first.organizationId });
  const enabled = (await post(request, 'two-factor/enable', { password: SANDBOX_PASSWORD })) as {
    totpURI: string;
  };
  const totp = new URL(enabled.totpURI).searchParams.get('secret') ?? '';
  await post(request, 'two-factor/verify-totp', { code: totpCode(totp) });
  return { email, name, totp };
}
