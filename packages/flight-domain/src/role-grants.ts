/**
 * What roles grant, as SPEC §6's permission check reads it: the statements of an organization's roles,
 * built-in and custom. Apart from the roles-permissions page's rules (`role-permissions.ts`, with the
 * role form's checks and schema), so that a page asking only "may the viewer do this?" carries no more.
 */
import type { Role } from './entities/organizations';
import { ORGANIZATION_ROLE_STATEMENTS, type Statements } from './permissions';

/** A role as the matrix reads it: its name and what it grants. */
export type RoleGrants = Pick<Role, 'name' | 'permissions'>;

/**
 * The statements of a list of roles, by name, as `checkPermission` takes them.
 *
 * @example
 * statementsByRole([{ name: 'member', permissions: { ac: ['read'] } }]) // { member: { ac: ['read'] } }
 */
export function statementsByRole(roles: readonly RoleGrants[]): Record<string, Statements> {
  return Object.fromEntries(roles.map((role) => [role.name, role.permissions]));
}

/**
 * The statements of every role an organization knows, by name, as `checkPermission` takes them: SPEC
 * §6's built-in roles and the organization's custom roles (`POST /roles`). A custom role cannot take a
 * built-in role's name; were one to, the built-in role's statements would stand.
 *
 * @example
 * organizationRoleStatements([{ name: 'auditor', permissions: { ac: ['read'] } }]).auditor // { ac: ['read'] }
 * organizationRoleStatements([]).member // { organization: [], …, ac: ['read'] }
 */
export function organizationRoleStatements(
  customRoles: readonly RoleGrants[],
): Readonly<Record<string, Statements>> {
  return { ...statementsByRole(customRoles), ...ORGANIZATION_ROLE_STATEMENTS };
}
