import { APP_ROLES, PLATFORM_ROLES, type AppRole, type PlatformRole } from '@comptoir/flight-domain';
import { m } from './paraglide/messages.js';

/** Whether a role is one of the organization roles SPEC §6 names (not an organization's own). */
export function isAppRole(role: string): role is AppRole {
  return (APP_ROLES as readonly string[]).includes(role);
}

/** Whether a role is one of better-auth's platform roles (SPEC §6). */
function isPlatformRole(role: string): role is PlatformRole {
  return (PLATFORM_ROLES as readonly string[]).includes(role);
}

/**
 * An organization role (`owner`, `admin`, `member`, SPEC §6) in the interface's language; a custom role
 * (an organization's own, `POST /roles`) by its name as it was given.
 *
 * @example
 * appRoleLabel('owner') // 'Owner', or 'Propriétaire' in French
 */
export function appRoleLabel(role: string): string {
  if (!isAppRole(role)) return role;
  return { owner: m.role_owner, admin: m.role_admin, member: m.role_member }[role]();
}

/** Comma-separated roles (SPEC §6: a user may hold several) by their labels. */
export function appRolesLabel(roles: string): string {
  return roles
    .split(',')
    .map((role) => appRoleLabel(role.trim()))
    .join(', ');
}

/** A platform role (`admin`, `user`, SPEC §6) in the interface's language; another by its name. */
export function platformRoleLabel(role: string): string {
  if (!isPlatformRole(role)) return role;
  return { admin: m.platform_role_admin, user: m.platform_role_user }[role]();
}
