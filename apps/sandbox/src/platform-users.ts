/**
 * The platform's users live in better-auth's table: the application's user calls (SPEC §7
 * `GET /admin/users` page/limit/search, `PUT /admin/update-user-role`) read it, and set a role through
 * better-auth's admin plugin as the caller, so the next session check sees the new role.
 */
import type { SandboxActor } from '@comptoir/mock-backend';
import {
  checkPlatformPermission,
  listQuerySchema,
  updateUserRoleBodySchema,
  type PermissionRequest,
} from '@comptoir/flight-domain';
import { APIError } from 'better-auth/api';
import type { AuthTableService, SandboxAuth } from './auth';
import { json } from './memberships';

interface UserRow {
  id: string;
  name: string;
  email: string;
  role?: string | null;
  twoFactorEnabled?: boolean | null;
  banned?: boolean | null;
  createdAt: Date;
}

/** A user as SPEC §7's user list answers it (flight-domain's `userSchema`). */
function userWire(row: UserRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role ?? 'user',
    twoFactorEnabled: row.twoFactorEnabled === true,
    banned: row.banned === true,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** SPEC §6's platform check, refused with its denial message (403). */
function refusal(actor: SandboxActor, permissions: PermissionRequest): Response | undefined {
  const check = checkPlatformPermission(actor.platformRole, permissions);
  return check.success ? undefined : json(403, { message: check.error });
}

async function list(auth: SandboxAuth, actor: SandboxActor, url: URL): Promise<Response> {
  const refused = refusal(actor, { user: ['list'] });
  if (refused !== undefined) return refused;
  const query = listQuerySchema.safeParse({
    page: Number(url.searchParams.get('page') ?? 1),
    limit: Number(url.searchParams.get('limit') ?? 10),
    ...(url.searchParams.get('search') === null ? {} : { search: url.searchParams.get('search') }),
  });
  if (!query.success) return json(400, { message: query.error.issues[0]?.message ?? 'Bad request' });
  const { page, limit, search } = query.data;
  const needle = (search ?? '').trim().toLowerCase();
  const context = await auth.$context;
  const users = (await context.adapter.findMany<UserRow>({ model: 'user' })).filter(
    (user) => needle === '' || `${user.name} ${user.email}`.toLowerCase().includes(needle),
  );
  return json(200, {
    items: users.slice((page - 1) * limit, page * limit).map(userWire),
    page,
    limit,
    total: users.length,
  });
}

async function updateRole(auth: SandboxAuth, actor: SandboxActor, request: Request): Promise<Response> {
  const refused = refusal(actor, { user: ['set-role'] });
  if (refused !== undefined) return refused;
  const body = updateUserRoleBodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return json(400, { message: body.error.issues[0]?.message ?? 'Bad request' });
  try {
    const { user } = await auth.api.setRole({ headers: request.headers, body: body.data });
    return json(200, {
      message: `${user.name} is now ${body.data.role === 'admin' ? 'a platform admin' : 'a user'}.`,
    });
  } catch (error) {
    if (error instanceof APIError) return json(error.statusCode, { message: error.message });
    throw error;
  }
}

/** Answers the application's platform user calls from better-auth; undefined for any other call. */
export const servePlatformUsers: AuthTableService = async (auth, actor, request) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname === '/api/admin/users') return list(auth, actor, url);
  if (request.method === 'PUT' && url.pathname === '/api/admin/update-user-role')
    return updateRole(auth, actor, request);
  return undefined;
};
