/**
 * Memberships live in one place, better-auth's tables, as on a real backend: the application's member
 * calls (SPEC §7 `GET /admin/members/`, `POST /organization/add-member`) read and write them there,
 * better-auth's own organization writes first pass SPEC §6's organization-role check, refused with its
 * denial messages, and a work queue's item is assigned to whom they hold a member (`mirrorQueueAssignee`).
 */
import { db, organizationRoles, type SandboxActor } from '@comptoir/mock-backend';
import {
  checkPermission,
  memberInviteSchema,
  organizationIdSchema,
  type PermissionRequest,
} from '@comptoir/flight-domain';
import type { AuthTableService, SandboxAuth } from './auth';

export const json = (status: number, body: unknown) => Response.json(body, { status });

/** Deleting an organization: its owner's right alone (SPEC §6), a platform admin's included. */
const DELETE_ORGANIZATION: PermissionRequest = { organization: ['delete'] };

/** better-auth's organization writes and the SPEC §6 statement each needs. */
const GUARDED_AUTH_WRITES: Readonly<Record<string, PermissionRequest>> = {
  '/api/auth/organization/update': { organization: ['update'] },
  '/api/auth/organization/delete': DELETE_ORGANIZATION,
  '/api/auth/organization/update-member-role': { member: ['update'] },
  '/api/auth/organization/remove-member': { member: ['delete'] },
  '/api/auth/organization/invite-member': { invitation: ['create'] },
  '/api/auth/organization/cancel-invitation': { invitation: ['cancel'] },
};

/** The actor's role in an organization: the active one's is known, another's is read. */
async function roleIn(
  auth: SandboxAuth,
  actor: SandboxActor,
  organizationId: string,
): Promise<string | null> {
  if (organizationId === actor.activeOrganizationId) return actor.memberRole;
  const context = await auth.$context;
  const member = await context.adapter.findOne<{ role: string }>({
    model: 'member',
    where: [
      { field: 'userId', value: actor.userId },
      { field: 'organizationId', value: organizationId },
    ],
  });
  return member?.role ?? null;
}

/**
 * SPEC §6 for an organization: a platform admin may act on any, except delete it (owner only, as
 * better-auth's delete checks the role in the organization); anyone else by their roles in it, built-in
 * or the organization's custom ones, refused with the check's denial message (403).
 */
export async function refusal(
  auth: SandboxAuth,
  actor: SandboxActor,
  organizationId: string,
  permissions: PermissionRequest,
): Promise<Response | undefined> {
  if (actor.platformRole === 'admin' && permissions !== DELETE_ORGANIZATION) return undefined;
  const role = await roleIn(auth, actor, organizationId);
  const check = checkPermission({ roles: organizationRoles(organizationId), role, permissions });
  return check.success ? undefined : json(403, { message: check.error });
}

/** A text field of a request's JSON body, read from a copy (the request goes on to its handler). */
async function bodyText(request: Request, field: string): Promise<string | undefined> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The organization a better-auth write names in its body, or else the caller's active one. */
async function organizationOfWrite(request: Request, actor: SandboxActor): Promise<string | null> {
  const named = await bodyText(request, 'organizationId');
  return named !== undefined && named !== '' ? named : actor.activeOrganizationId;
}

/** Refuses a better-auth organization write the actor's role does not allow; undefined lets it through. */
export async function guardAuthWrite(
  auth: SandboxAuth,
  request: Request,
  actorOf: () => Promise<SandboxActor | null>,
): Promise<Response | undefined> {
  const permissions = GUARDED_AUTH_WRITES[new URL(request.url).pathname];
  if (permissions === undefined || request.method !== 'POST') return undefined;
  // Without a session better-auth answers 401 itself.
  const actor = await actorOf();
  if (actor === null) return undefined;
  const organizationId = await organizationOfWrite(request, actor);
  if (organizationId === null) return json(400, { message: 'No active organization' });
  return refusal(auth, actor, organizationId, permissions);
}

export interface MemberRow {
  id: string;
  organizationId: string;
  userId: string;
  role: string;
  createdAt: Date;
}
interface UserRow {
  id: string;
  name: string;
  email: string;
}

/** A member as SPEC §7's member list answers it (flight-domain's `memberSchema`). */
export async function memberWire(auth: SandboxAuth, member: MemberRow) {
  const context = await auth.$context;
  const user = await context.adapter.findOne<UserRow>({
    model: 'user',
    where: [{ field: 'id', value: member.userId }],
  });
  return {
    id: member.id,
    organizationId: member.organizationId,
    userId: member.userId,
    role: member.role,
    createdAt: new Date(member.createdAt).toISOString(),
    user: { id: member.userId, name: user?.name ?? member.userId, email: user?.email ?? '' },
  };
}

async function listMembers(auth: SandboxAuth, actor: SandboxActor, url: URL): Promise<Response> {
  const organizationId = organizationIdSchema.safeParse(url.searchParams.get('organizationId') ?? '');
  if (!organizationId.success)
    return json(400, { message: organizationId.error.issues[0]?.message ?? 'Bad request' });
  const refused = await refusal(auth, actor, organizationId.data, { ac: ['read'] });
  if (refused !== undefined) return refused;
  const context = await auth.$context;
  const members = await context.adapter.findMany<MemberRow>({
    model: 'member',
    where: [{ field: 'organizationId', value: organizationId.data }],
  });
  return json(200, await Promise.all(members.map((member) => memberWire(auth, member))));
}

/** Adds a member by e-mail; an address nobody uses yet gets an account (without two-factor) first. */
async function addMember(auth: SandboxAuth, actor: SandboxActor, request: Request): Promise<Response> {
  const invite = memberInviteSchema.safeParse(await request.json().catch(() => null));
  if (!invite.success) return json(400, { message: invite.error.issues[0]?.message ?? 'Bad request' });
  const organizationId = invite.data.organizationId ?? actor.activeOrganizationId;
  if (organizationId === null) return json(400, { message: 'No active organization' });
  const refused = await refusal(auth, actor, organizationId, { member: ['create'] });
  if (refused !== undefined) return refused;
  const context = await auth.$context;
  const organization = await context.adapter.findOne<{ name: string }>({
    model: 'organization',
    where: [{ field: 'id', value: organizationId }],
  });
  if (organization === null) return json(404, { message: `Organization ${organizationId} not found` });
  const email = invite.data.email.toLowerCase();
  const user =
    (await context.internalAdapter.findUserByEmail(email))?.user ??
    (await context.internalAdapter.createUser(
      { email, name: email.split('@')[0] ?? email },
      { method: 'admin' },
    ));
  const existing = await context.adapter.findOne<MemberRow>({
    model: 'member',
    where: [
      { field: 'userId', value: user.id },
      { field: 'organizationId', value: organizationId },
    ],
  });
  if (existing !== null)
    return json(409, { message: `${email} is already a member of ${organization.name}.` });
  const role = Array.isArray(invite.data.role) ? invite.data.role : [invite.data.role];
  const member: MemberRow = await auth.api.addMember({ body: { userId: user.id, role, organizationId } });
  return json(200, {
    message: `${email} added to ${organization.name} as ${role.join(', ')}.`,
    member: await memberWire(auth, member),
  });
}

/** Answers the application's member calls from better-auth's tables; undefined for any other call. */
export const serveMemberships: AuthTableService = async (auth, actor, request) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname === '/api/admin/members/')
    return listMembers(auth, actor, url);
  if (request.method === 'POST' && url.pathname === '/api/organization/add-member')
    return addMember(auth, actor, request);
  return undefined;
};

/** Assigning an agency queue's item, or a low-cost hold (the plugin's queue). */
const QUEUE_ASSIGNEE_PATH = /^\/api\/(queues\/[^/]+|low-cost\/holds)\/[^/]+\/assignee$/;

/**
 * Before a work queue's item is assigned, the simulated backend, which checks that the assignee is a
 * member of the item's organization, learns the assignee's memberships and name as better-auth's tables
 * hold them now: a member added since the start can be assigned, one removed cannot.
 */
export async function mirrorQueueAssignee(auth: SandboxAuth, request: Request): Promise<void> {
  if (request.method !== 'PUT' || !QUEUE_ASSIGNEE_PATH.test(new URL(request.url).pathname)) return;
  const assigneeId = await bodyText(request, 'assigneeId');
  if (assigneeId === undefined) return;
  const context = await auth.$context;
  const [rows, user] = await Promise.all([
    context.adapter.findMany<MemberRow>({ model: 'member', where: [{ field: 'userId', value: assigneeId }] }),
    context.adapter.findOne<UserRow>({ model: 'user', where: [{ field: 'id', value: assigneeId }] }),
  ]);
  db.members = [
    ...db.members.filter((member) => member.userId !== assigneeId),
    ...rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
  ];
  if (user !== null && !db.users.some((known) => known.id === user.id))
    db.users.push({
      id: user.id,
      name: user.name,
      email: user.email,
      role: 'user',
      twoFactorEnabled: false,
      banned: false,
      createdAt: new Date().toISOString(),
    });
}
