/**
 * Custom roles are kept in better-auth's organization role table too, as on a real backend whose
 * better-auth runs dynamic access control: the application's role writes (SPEC §7 `POST /roles`,
 * `PUT /roles/{id}`) are answered by the simulated backend and copied there, so better-auth lets a member
 * hold a custom role (update-member-role) and its own checks honour it; at start, the table's roles come
 * back into the simulated backend's, whose data lives in memory.
 */
import { db } from '@comptoir/mock-backend';
import { roleSchema } from '@comptoir/flight-domain';
import { z } from 'zod';
import type { SandboxAuth } from './auth';

interface OrganizationRoleRow {
  id: string;
  organizationId: string;
  role: string;
  /** The statements as JSON, as better-auth stores them. */
  permission: string;
  createdAt: Date;
}

const ROLE_WRITE = /^\/api\/roles(\/[^/]+)?$/;

/** After the simulated backend created or changed a role, better-auth's table holds it as it now is. */
export async function mirrorRoleWrite(auth: SandboxAuth, request: Request, answer: Response): Promise<void> {
  const write =
    (request.method === 'POST' || request.method === 'PUT') && ROLE_WRITE.test(new URL(request.url).pathname);
  if (!write || !answer.ok) return;
  const role = roleSchema.parse(await answer.clone().json());
  if (role.organizationId === null) return;
  const context = await auth.$context;
  const fields = { role: role.name, permission: JSON.stringify(role.permissions), updatedAt: new Date() };
  const known = await context.adapter.findOne<OrganizationRoleRow>({
    model: 'organizationRole',
    where: [{ field: 'id', value: role.id }],
  });
  if (known === null)
    await context.adapter.create({
      model: 'organizationRole',
      data: {
        id: role.id,
        organizationId: role.organizationId,
        createdAt: new Date(role.createdAt),
        ...fields,
      },
      forceAllowId: true,
    });
  else
    await context.adapter.update({
      model: 'organizationRole',
      where: [{ field: 'id', value: role.id }],
      update: fields,
    });
}

const statementsSchema = z.record(z.string(), z.array(z.string()));

/** Copies the custom roles of better-auth's table into the simulated backend's (at start). */
export async function restoreRoles(auth: SandboxAuth): Promise<void> {
  const context = await auth.$context;
  for (const row of await context.adapter.findMany<OrganizationRoleRow>({ model: 'organizationRole' })) {
    if (db.roles.some((role) => role.id === row.id)) continue;
    db.roles.push({
      id: row.id,
      name: row.role,
      organizationId: row.organizationId,
      permissions: statementsSchema.parse(JSON.parse(row.permission)),
      createdAt: new Date(row.createdAt).toISOString(),
    });
  }
}
