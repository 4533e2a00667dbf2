/**
 * SPEC §6's organization permission check as the simulated backend enforces it: the actor's roles in the
 * active organization (comma-separated), built-in or custom (`POST /roles`), any of which may allow.
 */
import {
  checkPermission,
  organizationRoleStatements,
  type PermissionRequest,
  type Statements,
} from '@comptoir/flight-domain';
import { isPlatformAdmin, SandboxError, type SandboxActor } from './context';
import { db } from './database';

/**
 * The statements of every role of an organization, by name: the built-in roles and its custom roles.
 *
 * @example
 * organizationRoles('org_casablanca').owner // { organization: ['update', 'delete'], … }
 */
export function organizationRoles(organizationId: string | null): Readonly<Record<string, Statements>> {
  return organizationRoleStatements(
    db.roles.filter((role) => role.organizationId !== null && role.organizationId === organizationId),
  );
}

/** Refuses with SPEC §6's denial message unless one of the actor's roles in the active organization allows the request. */
export function requireOrganizationPermission(actor: SandboxActor, permissions: PermissionRequest): void {
  if (isPlatformAdmin(actor)) return;
  const result = checkPermission({
    roles: organizationRoles(actor.activeOrganizationId),
    role: actor.memberRole,
    permissions,
  });
  if (!result.success) throw new SandboxError(403, result.error);
}
