/** Roles, markup rules and the balance ledger (SPEC §7 "Roles", "Markup", "Balance"). */
import {
  balanceListQuerySchema,
  balanceTrend,
  canTopUp,
  computeSurcharge,
  fromCentimes,
  inDayRange,
  PERMISSION_MESSAGES,
  toCentimes,
} from '@comptoir/flight-domain';
import { z } from 'zod';
import { balancesEndpoints, markupsEndpoints, rolesEndpoints } from '@comptoir/api/endpoints';
import {
  conflict,
  handlersFor,
  isPlatformAdmin,
  organizationScope,
  parseWith,
  requireOrganizationId,
  SandboxError,
} from '../context';
import { requireOrganizationPermission } from '../access';
import { appendLedger, balanceOf, db, debit, findOrganization, nextId, nowIso, nowMs } from '../database';
import type { LedgerEntry, MarkupRecord, RoleRecord } from '../tables';
import { organizationFor } from './users';

function findRole(id: string, organizationId: string | null, platformAdmin: boolean): RoleRecord {
  const role = db.roles.find((candidate) => candidate.id === id);
  if (
    role === undefined ||
    (role.organizationId !== null && role.organizationId !== organizationId && !platformAdmin)
  )
    throw new SandboxError(404, `Role ${id} not found`);
  return role;
}

export const rolesHandlers = handlersFor(rolesEndpoints, {
  create: async ({ actor, body }) => {
    const input = await body();
    const organization = organizationFor(actor, input.organizationId, { ac: ['create'] });
    if (
      db.roles.some(
        (role) =>
          role.name === input.name &&
          (role.organizationId === null || role.organizationId === organization.id),
      )
    )
      throw conflict(`A role named ${input.name} already exists.`);
    const role: RoleRecord = {
      id: nextId('role'),
      name: input.name,
      ...(input.description === undefined ? {} : { description: input.description }),
      organizationId: organization.id,
      permissions: input.permissions,
      createdAt: nowIso(),
    };
    db.roles.push(role);
    return role;
  },
  list: ({ actor }) => {
    const organizationId = requireOrganizationId(actor);
    requireOrganizationPermission(actor, { ac: ['read'] });
    return db.roles.filter((role) => role.organizationId === null || role.organizationId === organizationId);
  },
  detail: ({ actor, params }) => {
    requireOrganizationPermission(actor, { ac: ['read'] });
    return findRole(params.id, actor.activeOrganizationId, isPlatformAdmin(actor));
  },
  update: async ({ actor, params, body }) => {
    const role = findRole(params.id, actor.activeOrganizationId, isPlatformAdmin(actor));
    if (role.organizationId === null) throw conflict(`The built-in role ${role.name} cannot be changed.`);
    organizationFor(actor, role.organizationId, { ac: ['update'] });
    const input = await body();
    Object.assign(role, {
      name: input.name,
      permissions: input.permissions,
      ...(input.description === undefined ? {} : { description: input.description }),
    });
    return role;
  },
});

function findMarkup(id: string): MarkupRecord {
  const markup = db.markups.find((candidate) => candidate.id === id);
  if (markup === undefined) throw new SandboxError(404, `Markup ${id} not found`);
  return markup;
}

export const markupsHandlers = handlersFor(markupsEndpoints, {
  create: async ({ actor, body }) => {
    const input = await body();
    organizationFor(actor, input.organizationId, { organization: ['update'] });
    const markup: MarkupRecord = { id: nextId('mkp'), ...input, createdAt: nowIso() };
    db.markups.push(markup);
    return markup;
  },
  list: ({ actor }) =>
    isPlatformAdmin(actor)
      ? db.markups
      : db.markups.filter((markup) => markup.organizationId === actor.activeOrganizationId),
  detail: ({ actor, params }) => {
    const markup = findMarkup(params.id);
    organizationFor(actor, markup.organizationId, { ac: ['read'] });
    return markup;
  },
  update: async ({ actor, params, body }) => {
    const markup = findMarkup(params.id);
    organizationFor(actor, markup.organizationId, { organization: ['update'] });
    const input = await body();
    if (input.organizationId !== markup.organizationId)
      organizationFor(actor, input.organizationId, { organization: ['update'] });
    Object.assign(markup, input);
    return markup;
  },
  remove: ({ actor, params }) => {
    const markup = findMarkup(params.id);
    organizationFor(actor, markup.organizationId, { organization: ['update'] });
    db.markups = db.markups.filter((candidate) => candidate.id !== markup.id);
    return { message: `Markup ${markup.name} deleted.` };
  },
});

function entryWire(entry: LedgerEntry) {
  return {
    id: entry.id,
    organizationId: entry.organizationId,
    amount: fromCentimes(entry.amount),
    balanceAfter: fromCentimes(entry.balanceAfter),
    kind: entry.kind,
    description: entry.description,
    ...(entry.reference === undefined ? {} : { reference: entry.reference }),
    ...(entry.author === undefined ? {} : { author: entry.author }),
    ...(entry.paymentMethod === undefined ? {} : { paymentMethod: entry.paymentMethod }),
    ...(entry.surcharge === undefined ? {} : { surcharge: fromCentimes(entry.surcharge) }),
    createdAt: entry.createdAt,
  };
}

/** How far back the entities list's trend looks. */
const TREND_DAYS = 30;

function entityWire(organizationId: string, withHistory = false) {
  const organization = findOrganization(organizationId);
  const entries = db.ledger.filter((entry) => entry.organizationId === organizationId);
  const since = new Date(nowMs() - TREND_DAYS * 86_400_000).toISOString();
  const history = new Map<string, number>();
  for (const entry of entries) history.set(entry.createdAt.slice(0, 10), entry.balanceAfter);
  return {
    entityType: 'organization' as const,
    entityId: organization.id,
    name: organization.name,
    balance: fromCentimes(balanceOf(organization.id)),
    previousBalance: fromCentimes(balanceTrend(entries, since).from),
    updatedAt: entries.at(-1)?.createdAt ?? organization.createdAt,
    ...(withHistory
      ? {
          history: [...history].map(([date, balance]) => ({ date, balance: fromCentimes(balance) })),
        }
      : {}),
  };
}

export const balancesHandlers = handlersFor(balancesEndpoints, {
  list: ({ actor, query }) => {
    const { page, limit, search, organizationId, kind, from, to } = parseWith(balanceListQuerySchema, query);
    const scope = organizationId ?? organizationScope(actor);
    if (scope !== undefined) organizationFor(actor, scope, { ac: ['read'] });
    const needle = (search ?? '').trim().toLowerCase();
    const entries = db.ledger
      .filter(
        (entry) =>
          (scope === undefined || entry.organizationId === scope) &&
          (kind === undefined || entry.kind === kind) &&
          inDayRange(entry.createdAt, {
            ...(from === undefined ? {} : { from }),
            ...(to === undefined ? {} : { to }),
          }) &&
          (needle === '' || `${entry.description} ${entry.reference ?? ''}`.toLowerCase().includes(needle)),
      )
      .reverse();
    return {
      items: entries.slice((page - 1) * limit, page * limit).map(entryWire),
      page,
      limit,
      total: entries.length,
    };
  },
  entities: ({ actor }) => {
    const scope = organizationScope(actor);
    const ids = scope === undefined ? db.organizations.map((organization) => organization.id) : [scope];
    return ids.map((id) => entityWire(id));
  },
  create: async ({ actor, body }) => {
    // Whoever may open /balance, where the top-up is (SPEC §2, §6): the same rule as the app's guard.
    if (!canTopUp([actor.platformRole, actor.memberRole ?? ''].join(',')))
      throw new SandboxError(403, PERMISSION_MESSAGES.unknownResource('balance'));
    const input = await body();
    // An organization admin tops up their own organization; a platform admin any.
    organizationFor(actor, input.organizationId, { organization: ['update'] });
    const amount = toCentimes(input.amount);
    const entry =
      input.kind === 'credit'
        ? appendLedger(db, {
            organizationId: input.organizationId,
            amount,
            kind: 'credit',
            description: input.description,
            author: actor.name,
            ...(input.reference === undefined ? {} : { reference: input.reference }),
            ...(input.paymentMethod === undefined
              ? {}
              : {
                  paymentMethod: input.paymentMethod,
                  surcharge: computeSurcharge(amount, input.paymentMethod),
                }),
          })
        : debit(
            input.organizationId,
            amount,
            input.description,
            input.reference ?? 'Manual debit',
            actor.name,
          );
    return entryWire(entry);
  },
  detail: ({ actor, params }) => {
    const entry = db.ledger.find((candidate) => candidate.id === params.id);
    if (entry === undefined) throw new SandboxError(404, `Balance entry ${params.id} not found`);
    organizationFor(actor, entry.organizationId, { ac: ['read'] });
    return entryWire(entry);
  },
  entity: ({ actor, params }) => {
    if (params.entityType !== 'organization')
      throw new SandboxError(404, `No balance for entity type ${params.entityType}`);
    const organization = organizationFor(actor, parseWith(z.string().min(1), params.entityId), {
      ac: ['read'],
    });
    return entityWire(organization.id, true);
  },
});
