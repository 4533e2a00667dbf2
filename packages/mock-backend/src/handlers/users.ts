/** Users, members and organizations (SPEC §7 "Users and organizations"). */
import {
  APP_ROUTES,
  canAccessRoute,
  listQuerySchema,
  PERMISSION_MESSAGES,
  organizationIdSchema,
} from '@comptoir/flight-domain';
import { z } from 'zod';
import { organizationsEndpoints, usersEndpoints } from '@comptoir/api/endpoints';
import {
  conflict,
  handlersFor,
  isPlatformAdmin,
  parseWith,
  requireOrganizationId,
  requirePlatformPermission,
  type SandboxActor,
  SandboxError,
} from '../context';
import { requireOrganizationPermission } from '../access';
import { balanceOf, db, findOrganization, memberWithUser, nextId, nowIso } from '../database';
import type { MemberRecord, OrganizationRecord, UserRecord } from '../tables';
import { fromCentimes } from '@comptoir/flight-domain';

function organizationWire(organization: OrganizationRecord) {
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    ...(organization.city === undefined ? {} : { city: organization.city }),
    ...(organization.logo === undefined ? {} : { logo: organization.logo }),
    createdAt: organization.createdAt,
  };
}

function memberWire(member: MemberRecord) {
  return memberWithUser(member, `${member.userId}@comptoir.test`);
}

/** The actor's user record; a user better-auth knows but the seed does not is added on first sight. */
function userOf(actor: SandboxActor): UserRecord {
  let user = db.users.find((candidate) => candidate.id === actor.userId);
  if (user === undefined) {
    user = {
      id: actor.userId,
      name: actor.name,
      email: actor.email,
      role: actor.platformRole,
      twoFactorEnabled: true,
      banned: false,
      createdAt: nowIso(),
    };
    db.users.push(user);
  }
  return user;
}

/**
 * An organization the actor may act on: their active one, or any for a platform admin. `permissions`
 * is the organization-role check for the actor's own organization.
 */
export function organizationFor(
  actor: SandboxActor,
  organizationId: string | undefined,
  permissions: Parameters<typeof requireOrganizationPermission>[1],
): OrganizationRecord {
  const id = organizationId ?? requireOrganizationId(actor);
  if (id !== actor.activeOrganizationId) {
    requirePlatformPermission(actor, { user: ['list'] });
  } else {
    requireOrganizationPermission(actor, permissions);
  }
  return findOrganization(id);
}

/**
 * Who may create an organization: who may open /settings/organizations (SPEC §6: an admin, of the platform
 * or of the active organization); anyone else is refused with 'Not authorized'.
 */
export function requireOrganizationCreator(actor: SandboxActor): void {
  if (!canAccessRoute(APP_ROUTES.organizations, [actor.platformRole, actor.memberRole ?? ''].join(',')))
    throw new SandboxError(403, PERMISSION_MESSAGES.notAuthorized);
}

const organizationQuerySchema = z.object({ organizationId: z.optional(organizationIdSchema) });

export const usersHandlers = handlersFor(usersEndpoints, {
  me: ({ actor }) => {
    const user = userOf(actor);
    const organization = db.organizations.find((candidate) => candidate.id === actor.activeOrganizationId);
    return {
      user: { ...user, role: actor.platformRole },
      activeOrganization: organization === undefined ? null : organizationWire(organization),
      memberRole: actor.memberRole,
    };
  },
  updateRole: async ({ actor, body }) => {
    requirePlatformPermission(actor, { user: ['set-role'] });
    const { userId, role } = await body();
    const user = db.users.find((candidate) => candidate.id === userId);
    if (user === undefined) throw new SandboxError(404, `User ${userId} not found`);
    user.role = role;
    return { message: `${user.name} is now ${role === 'admin' ? 'a platform admin' : 'a user'}.` };
  },
  list: ({ actor, query }) => {
    requirePlatformPermission(actor, { user: ['list'] });
    const { page, limit, search } = parseWith(listQuerySchema, query);
    const needle = (search ?? '').trim().toLowerCase();
    const users = db.users.filter(
      (user) => needle === '' || `${user.name} ${user.email}`.toLowerCase().includes(needle),
    );
    return { items: users.slice((page - 1) * limit, page * limit), page, limit, total: users.length };
  },
  members: ({ actor, query }) => {
    const { organizationId } = parseWith(organizationQuerySchema, query);
    const organization = organizationFor(actor, organizationId, { ac: ['read'] });
    return db.members.filter((member) => member.organizationId === organization.id).map(memberWire);
  },
});

export const organizationsHandlers = handlersFor(organizationsEndpoints, {
  active: ({ actor }) => {
    const organization = db.organizations.find((candidate) => candidate.id === actor.activeOrganizationId);
    return organization === undefined ? null : organizationWire(organization);
  },
  addMember: async ({ actor, body }) => {
    const invite = await body();
    const organization = organizationFor(actor, invite.organizationId, { member: ['create'] });
    const email = invite.email.toLowerCase();
    let user = db.users.find((candidate) => candidate.email.toLowerCase() === email);
    if (user === undefined) {
      user = {
        id: nextId('usr'),
        name: email.split('@')[0] ?? email,
        email,
        role: 'user',
        twoFactorEnabled: false,
        banned: false,
        createdAt: nowIso(),
      };
      db.users.push(user);
    }
    const userId = user.id;
    if (db.members.some((member) => member.organizationId === organization.id && member.userId === userId)) {
      throw conflict(`${email} is already a member of ${organization.name}.`);
    }
    const member: MemberRecord = {
      id: nextId('mem'),
      organizationId: organization.id,
      userId,
      role: Array.isArray(invite.role) ? invite.role.join(',') : invite.role,
      createdAt: nowIso(),
    };
    db.members.push(member);
    return {
      message: `${email} added to ${organization.name} as ${member.role}.`,
      member: memberWire(member),
    };
  },
  markups: ({ actor, query }) => {
    const { organizationId } = parseWith(organizationQuerySchema, query);
    const organization = organizationFor(actor, organizationId, { ac: ['read'] });
    return db.markups.filter((markup) => markup.organizationId === organization.id);
  },
  list: ({ actor }) => {
    if (isPlatformAdmin(actor)) return db.organizations.map(organizationWire);
    const mine = new Set(
      db.members.filter((member) => member.userId === actor.userId).map((member) => member.organizationId),
    );
    return db.organizations
      .filter((organization) => mine.has(organization.id) || organization.id === actor.activeOrganizationId)
      .map(organizationWire);
  },
  create: async ({ actor, body }) => {
    requireOrganizationCreator(actor);
    const input = await body();
    if (db.organizations.some((organization) => organization.slug === input.slug))
      throw conflict(`The slug ${input.slug} is already taken.`);
    const organization: OrganizationRecord = {
      id: nextId('org'),
      name: input.name,
      slug: input.slug,
      ...(input.city === undefined ? {} : { city: input.city }),
      ...(input.logo === undefined ? {} : { logo: input.logo }),
      createdAt: nowIso(),
    };
    db.organizations.push(organization);
    db.members.push({
      id: nextId('mem'),
      organizationId: organization.id,
      userId: actor.userId,
      role: 'owner',
      createdAt: nowIso(),
    });
    return organizationWire(organization);
  },
  detail: ({ actor, params }) => {
    const organization = organizationFor(actor, params.id, { ac: ['read'] });
    return {
      organization: organizationWire(organization),
      members: db.members.filter((member) => member.organizationId === organization.id).map(memberWire),
      balance: fromCentimes(balanceOf(organization.id)),
      markups: db.markups.filter((markup) => markup.organizationId === organization.id),
    };
  },
  update: async ({ actor, params, body }) => {
    const organization = organizationFor(actor, params.id, { organization: ['update'] });
    const input = await body();
    if (
      input.slug !== undefined &&
      db.organizations.some((other) => other.slug === input.slug && other.id !== organization.id)
    )
      throw conflict(`The slug ${input.slug} is already taken.`);
    Object.assign(organization, input);
    return organizationWire(organization);
  },
});
