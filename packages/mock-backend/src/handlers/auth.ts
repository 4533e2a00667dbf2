/**
 * A stand-in for better-auth's endpoints (SPEC §7 "Authentication client") for Storybook and node tests,
 * where no sandbox server runs. It follows better-auth's shapes over the same seed users; the sandbox
 * server never uses it (it serves the real better-auth). Any password of 8+ characters is accepted for a
 * seed e-mail, and any 6-digit code but 000000 passes the two-factor check.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { getSandboxActor, type SandboxActor, setSandboxActor } from '../context';
import { db, memberWithUser, nowIso } from '../database';
import { SEED_USERS, seedActor, type SeedUserId } from '../seed';

const AUTH = '*/api/auth';
const INVALID_CODE = '000000';

/** The user waiting for the two-factor step after a password sign-in. */
let pendingUserId: string | null = null;

function userRecord(actor: SandboxActor) {
  const user = db.users.find((candidate) => candidate.id === actor.userId);
  return {
    id: actor.userId,
    name: actor.name,
    email: actor.email,
    emailVerified: true,
    image: null,
    createdAt: user?.createdAt ?? nowIso(),
    updatedAt: user?.createdAt ?? nowIso(),
    role: actor.platformRole,
    banned: user?.banned ?? false,
    twoFactorEnabled: user?.twoFactorEnabled ?? true,
    language: user?.language ?? null,
  };
}

function sessionOf(actor: SandboxActor) {
  return {
    session: {
      id: `ses_${actor.userId}`,
      token: `token_${actor.userId}`,
      userId: actor.userId,
      activeOrganizationId: actor.activeOrganizationId,
      expiresAt: nowIso(7 * 86_400_000),
      createdAt: nowIso(),
      updatedAt: nowIso(),
    },
    user: userRecord(actor),
  };
}

function signedInActor(): SandboxActor | Response {
  const actor = getSandboxActor();
  return actor ?? HttpResponse.json({ code: 'UNAUTHORIZED', message: 'Unauthorized' }, { status: 401 });
}

function completeSignIn(userId: string) {
  const actor = seedActor(userId as SeedUserId);
  setSandboxActor(actor);
  pendingUserId = null;
  return HttpResponse.json({ token: `token_${actor.userId}`, user: userRecord(actor) });
}

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text === '') return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

function verifyCode(code: unknown) {
  if (pendingUserId === null)
    return HttpResponse.json(
      { code: 'INVALID_TWO_FACTOR_COOKIE', message: 'Invalid two factor cookie' },
      { status: 401 },
    );
  if (typeof code !== 'string' || code === INVALID_CODE || code.length < 6)
    return HttpResponse.json({ code: 'INVALID_CODE', message: 'Invalid code' }, { status: 401 });
  return completeSignIn(pendingUserId);
}

function organizationWire(id: string) {
  const organization = db.organizations.find((candidate) => candidate.id === id);
  return organization === undefined
    ? null
    : {
        id: organization.id,
        name: organization.name,
        slug: organization.slug,
        logo: null,
        metadata: null,
        createdAt: organization.createdAt,
      };
}

function memberWire(actor: SandboxActor) {
  const member = db.members.find(
    (candidate) =>
      candidate.userId === actor.userId && candidate.organizationId === actor.activeOrganizationId,
  );
  return member === undefined
    ? null
    : { ...member, user: { id: actor.userId, name: actor.name, email: actor.email, image: null } };
}

const TOTP_URI = (email: string) =>
  `otpauth://totp/Comptoir%20Sandbox:${encodeURIComponent(email)}?secret=JBSWY3DPEHPK3PXP&issuer=Comptoir%20Sandbox&digits=6&period=30`;
const BACKUP_CODES = Array.from({ length: 10 }, (_, index) => `story-${String(index).padStart(5, '0')}`);

/** better-auth's calls, answered from the sandbox database and the current actor. */
export const authHandlers: HttpHandler[] = [
  http.get(`${AUTH}/get-session`, () => {
    const actor = getSandboxActor();
    return HttpResponse.json(actor === null ? null : sessionOf(actor));
  }),
  http.post(`${AUTH}/sign-in/email`, async ({ request }) => {
    const { email, password } = await bodyOf(request);
    const user = SEED_USERS.find((candidate) => candidate.email === email);
    if (user === undefined || typeof password !== 'string' || password.length < 8) {
      return HttpResponse.json(
        { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
        { status: 401 },
      );
    }
    if (!user.twoFactorEnabled) return completeSignIn(user.id);
    pendingUserId = user.id;
    setSandboxActor(null);
    return HttpResponse.json({ twoFactorRedirect: true, twoFactorMethods: ['totp', 'otp'] });
  }),
  http.post(`${AUTH}/sign-out`, () => {
    setSandboxActor(null);
    return HttpResponse.json({ success: true });
  }),
  // better-auth's own profile update; of its fields the sandbox's user keeps the language.
  http.post(`${AUTH}/update-user`, async ({ request }) => {
    const actor = signedInActor();
    if (actor instanceof Response) return actor;
    const { language } = await bodyOf(request);
    const user = db.users.find((candidate) => candidate.id === actor.userId);
    if (user !== undefined && typeof language === 'string') user.language = language;
    return HttpResponse.json({ status: true });
  }),
  http.post(`${AUTH}/request-password-reset`, () =>
    HttpResponse.json({
      status: true,
      message: 'If this email exists in our system, check your email for the reset link',
    }),
  ),
  http.post(`${AUTH}/two-factor/verify-totp`, async ({ request }) =>
    verifyCode((await bodyOf(request)).code),
  ),
  http.post(`${AUTH}/two-factor/verify-otp`, async ({ request }) => verifyCode((await bodyOf(request)).code)),
  http.post(`${AUTH}/two-factor/verify-backup-code`, async ({ request }) =>
    verifyCode((await bodyOf(request)).code),
  ),
  http.post(`${AUTH}/two-factor/send-otp`, () => HttpResponse.json({ status: true })),
  http.post(`${AUTH}/two-factor/enable`, () => {
    const actor = signedInActor();
    if (actor instanceof Response) return actor;
    return HttpResponse.json({ totpURI: TOTP_URI(actor.email), backupCodes: BACKUP_CODES });
  }),
  http.post(`${AUTH}/two-factor/disable`, () => {
    const actor = signedInActor();
    if (actor instanceof Response) return actor;
    const user = db.users.find((candidate) => candidate.id === actor.userId);
    if (user !== undefined) user.twoFactorEnabled = false;
    return HttpResponse.json({ status: true });
  }),
  http.post(`${AUTH}/two-factor/generate-backup-codes`, () =>
    HttpResponse.json({ status: true, backupCodes: BACKUP_CODES }),
  ),
  http.get(`${AUTH}/organization/list`, () => {
    const actor = signedInActor();
    if (actor instanceof Response) return actor;
    const ids = db.members
      .filter((member) => member.userId === actor.userId)
      .map((member) => member.organizationId);
    return HttpResponse.json(ids.map(organizationWire).filter((organization) => organization !== null));
  }),
  http.get(`${AUTH}/organization/get-full-organization`, () => {
    const actor = signedInActor();
    if (actor instanceof Response) return actor;
    const organization =
      actor.activeOrganizationId === null ? null : organizationWire(actor.activeOrganizationId);
    if (organization === null) return HttpResponse.json(null);
    const members = db.members
      .filter((member) => member.organizationId === organization.id)
      .map((member) => {
        const wire = memberWithUser(member, '');
        return { ...wire, user: { ...wire.user, image: null } };
      });
    return HttpResponse.json({ ...organization, members, invitations: [], teams: [] });
  }),
  http.get(`${AUTH}/organization/get-active-member`, () => {
    const actor = signedInActor();
    return actor instanceof Response ? actor : HttpResponse.json(memberWire(actor));
  }),
  http.get(`${AUTH}/organization/get-active-member-role`, () => {
    const actor = signedInActor();
    return actor instanceof Response ? actor : HttpResponse.json({ role: actor.memberRole });
  }),
  http.get(`${AUTH}/organization/list-user-teams`, () => HttpResponse.json([])),
  // No invitation is sent in the simulated backend: none waits.
  http.get(`${AUTH}/organization/list-invitations`, () => {
    const actor = signedInActor();
    return actor instanceof Response ? actor : HttpResponse.json([]);
  }),
  http.post(`${AUTH}/organization/set-active`, async ({ request }) => {
    const actor = signedInActor();
    if (actor instanceof Response) return actor;
    const { organizationId } = await bodyOf(request);
    const member = db.members.find(
      (candidate) => candidate.userId === actor.userId && candidate.organizationId === organizationId,
    );
    if (member === undefined)
      return HttpResponse.json(
        {
          code: 'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION',
          message: 'You are not a member of this organization',
        },
        { status: 403 },
      );
    setSandboxActor({ ...actor, activeOrganizationId: member.organizationId, memberRole: member.role });
    return HttpResponse.json(organizationWire(member.organizationId));
  }),
  ...['create', 'update', 'delete', 'update-member-role'].map((action) =>
    http.post(`${AUTH}/organization/${action}`, async ({ request }) => {
      const actor = signedInActor();
      if (actor instanceof Response) return actor;
      return HttpResponse.json({ ...(await bodyOf(request)), status: true });
    }),
  ),
  http.get(`${AUTH}/admin/list-users`, () => {
    const actor = signedInActor();
    if (actor instanceof Response) return actor;
    if (actor.platformRole !== 'admin')
      return HttpResponse.json(
        { code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS', message: 'You are not allowed to list users' },
        { status: 403 },
      );
    return HttpResponse.json({ users: db.users, total: db.users.length, limit: 100, offset: 0 });
  }),
  http.post(`${AUTH}/admin/stop-impersonating`, () => {
    const actor = signedInActor();
    return actor instanceof Response ? actor : HttpResponse.json(sessionOf(actor));
  }),
];
