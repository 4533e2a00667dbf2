/**
 * Organizations live in better-auth's table, as on a real backend: the application's organization calls
 * (SPEC §7 `GET /organization/list`, `POST /organization/create`, `GET /organization/{id}/details`,
 * `PUT /organization/{id}/update`) read and write them there, and better-auth's delete is mirrored. The
 * simulated backend's own table is kept in step, as balances and markups name organizations there.
 */
import { balanceOf, db, requireOrganizationCreator, type SandboxActor } from '@comptoir/mock-backend';
import {
  fromCentimes,
  organizationBodySchema,
  organizationUpdateBodySchema,
  PERMISSION_MESSAGES,
} from '@comptoir/flight-domain';
import type { AuthTableService, SandboxAuth } from './auth';
import { json, memberWire, refusal, type MemberRow } from './memberships';

interface OrganizationRow {
  id: string;
  name: string;
  slug: string;
  logo?: string | null;
  metadata?: string | null;
  createdAt: Date;
}

function cityOf(row: OrganizationRow): string | undefined {
  try {
    const metadata: unknown = JSON.parse(row.metadata ?? 'null');
    return typeof metadata === 'object' &&
      metadata !== null &&
      'city' in metadata &&
      typeof metadata.city === 'string'
      ? metadata.city
      : undefined;
  } catch {
    return undefined;
  }
}

/** An organization as SPEC §7's organization calls answer it (flight-domain's `organizationSchema`). */
function organizationWire(row: OrganizationRow) {
  const city = cityOf(row);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    ...(city === undefined ? {} : { city }),
    ...(row.logo === undefined || row.logo === null || row.logo === '' ? {} : { logo: row.logo }),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Keeps the simulated backend's organization as better-auth's is (balances and markups name it there). */
function mirror(row: OrganizationRow): void {
  const wire = organizationWire(row);
  const known = db.organizations.find((organization) => organization.id === row.id);
  if (known === undefined) db.organizations.push(wire);
  else {
    delete known.city;
    delete known.logo;
    Object.assign(known, wire);
  }
}

/** Copies every organization of better-auth's table into the simulated backend's (at start). */
export async function mirrorOrganizations(auth: SandboxAuth): Promise<void> {
  const context = await auth.$context;
  for (const row of await context.adapter.findMany<OrganizationRow>({ model: 'organization' })) mirror(row);
}

async function findRow(auth: SandboxAuth, id: string): Promise<OrganizationRow | null> {
  const context = await auth.$context;
  return context.adapter.findOne<OrganizationRow>({
    model: 'organization',
    where: [{ field: 'id', value: id }],
  });
}

const notFound = (id: string) => json(404, { message: `Organization ${id} not found` });

/** A 400 with the first issue of a body, naming its field, as the simulated backend answers. */
function badRequest(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Response {
  const [issue] = issues;
  const field = issue === undefined || issue.path.length === 0 ? '' : `${issue.path.map(String).join('.')}: `;
  return json(400, { message: `${field}${issue?.message ?? 'Invalid request'}` });
}

async function slugTaken(auth: SandboxAuth, slug: string, except?: string): Promise<boolean> {
  const context = await auth.$context;
  const other = await context.adapter.findOne<OrganizationRow>({
    model: 'organization',
    where: [{ field: 'slug', value: slug }],
  });
  return other !== null && other.id !== except;
}

async function list(auth: SandboxAuth, actor: SandboxActor): Promise<Response> {
  const context = await auth.$context;
  const rows = await context.adapter.findMany<OrganizationRow>({ model: 'organization' });
  if (actor.platformRole === 'admin') return json(200, rows.map(organizationWire));
  const memberships = await context.adapter.findMany<MemberRow>({
    model: 'member',
    where: [{ field: 'userId', value: actor.userId }],
  });
  const mine = new Set(memberships.map((member) => member.organizationId));
  return json(200, rows.filter((row) => mine.has(row.id)).map(organizationWire));
}

/** Created by better-auth's own call for the actor, who becomes its owner, as better-auth does. */
async function create(auth: SandboxAuth, actor: SandboxActor, request: Request): Promise<Response> {
  try {
    requireOrganizationCreator(actor);
  } catch {
    return json(403, { message: PERMISSION_MESSAGES.notAuthorized });
  }
  const body = organizationBodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return badRequest(body.error.issues);
  if (await slugTaken(auth, body.data.slug))
    return json(409, { message: `The slug ${body.data.slug} is already taken.` });
  const { city, ...fields } = body.data;
  await auth.api.createOrganization({
    body: {
      ...fields,
      ...(city === undefined ? {} : { metadata: { city } }),
      userId: actor.userId,
      keepCurrentActiveOrganization: true,
    },
  });
  const row = await (
    await auth.$context
  ).adapter.findOne<OrganizationRow>({
    model: 'organization',
    where: [{ field: 'slug', value: body.data.slug }],
  });
  if (row === null) return json(500, { message: 'The organization was not stored.' });
  mirror(row);
  return json(200, organizationWire(row));
}

async function details(auth: SandboxAuth, actor: SandboxActor, id: string): Promise<Response> {
  const row = await findRow(auth, id);
  if (row === null) return notFound(id);
  const refused = await refusal(auth, actor, id, { ac: ['read'] });
  if (refused !== undefined) return refused;
  const context = await auth.$context;
  const members = await context.adapter.findMany<MemberRow>({
    model: 'member',
    where: [{ field: 'organizationId', value: id }],
  });
  return json(200, {
    organization: organizationWire(row),
    members: await Promise.all(members.map((member) => memberWire(auth, member))),
    balance: fromCentimes(balanceOf(id)),
    markups: db.markups.filter((markup) => markup.organizationId === id),
  });
}

async function update(
  auth: SandboxAuth,
  actor: SandboxActor,
  id: string,
  request: Request,
): Promise<Response> {
  const row = await findRow(auth, id);
  if (row === null) return notFound(id);
  const refused = await refusal(auth, actor, id, { organization: ['update'] });
  if (refused !== undefined) return refused;
  const body = organizationUpdateBodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return badRequest(body.error.issues);
  const { city, ...fields } = body.data;
  if (fields.slug !== undefined && (await slugTaken(auth, fields.slug, id)))
    return json(409, { message: `The slug ${fields.slug} is already taken.` });
  const context = await auth.$context;
  const updated = await context.adapter.update<OrganizationRow>({
    model: 'organization',
    where: [{ field: 'id', value: id }],
    update: { ...fields, ...(city === undefined ? {} : { metadata: JSON.stringify({ city }) }) },
  });
  if (updated === null) return notFound(id);
  mirror(updated);
  return json(200, organizationWire(updated));
}

const DETAILS_PATH = /^\/api\/organization\/([^/]+)\/details$/;
const UPDATE_PATH = /^\/api\/organization\/([^/]+)\/update$/;

/** Answers the application's organization calls from better-auth's table; undefined for any other call. */
export const serveOrganizations: AuthTableService = async (auth, actor, request) => {
  const { pathname } = new URL(request.url);
  if (request.method === 'GET' && pathname === '/api/organization/list') return list(auth, actor);
  if (request.method === 'POST' && pathname === '/api/organization/create')
    return create(auth, actor, request);
  const detailsOf = request.method === 'GET' ? DETAILS_PATH.exec(pathname)?.[1] : undefined;
  if (detailsOf !== undefined) return details(auth, actor, decodeURIComponent(detailsOf));
  const updateOf = request.method === 'PUT' ? UPDATE_PATH.exec(pathname)?.[1] : undefined;
  if (updateOf !== undefined) return update(auth, actor, decodeURIComponent(updateOf), request);
  return undefined;
};

/** After better-auth deleted an organization, the simulated backend forgets it too. */
export async function mirrorOrganizationDelete(request: Request, answer: Response): Promise<void> {
  if (new URL(request.url).pathname !== '/api/auth/organization/delete' || !answer.ok) return;
  const body: unknown = await request.json().catch(() => null);
  const id =
    typeof body === 'object' && body !== null && 'organizationId' in body ? body.organizationId : undefined;
  if (typeof id !== 'string') return;
  db.organizations = db.organizations.filter((organization) => organization.id !== id);
  db.members = db.members.filter((member) => member.organizationId !== id);
}
