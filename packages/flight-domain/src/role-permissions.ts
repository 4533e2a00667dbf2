/**
 * The roles-permissions page's rules (SPEC §6): the permission matrix drawn from the statements the
 * sandbox enforces, a custom role's form, and the "can role X do Y?" check over comma-separated roles.
 */
import type { RoleBody } from './back-office';
import { roleBodySchema } from './back-office';
import type { Role } from './entities/organizations';
import {
  explainPermission,
  ORGANIZATION_STATEMENTS,
  type PermissionVerdict,
  type Statements,
} from './permissions';
import type { RoleGrants } from './role-grants';

/**
 * One row of the permission matrix: a resource's action, and for each role (by name) whether it grants it.
 *
 * @example
 * const row: PermissionMatrixRow = { resource: 'member', action: 'create', granted: { owner: true, member: false } };
 */
export interface PermissionMatrixRow {
  readonly resource: string;
  readonly action: string;
  readonly granted: Readonly<Record<string, boolean>>;
}

/**
 * The permission matrix — resources × actions × roles: one row per action of each resource of the
 * statements, in their order, saying which roles grant it.
 *
 * @example
 * permissionMatrix({ ac: ['read'] }, [{ name: 'member', permissions: { ac: ['read'] } }])
 * // [{ resource: 'ac', action: 'read', granted: { member: true } }]
 */
export function permissionMatrix(
  statements: Statements,
  roles: readonly RoleGrants[],
): PermissionMatrixRow[] {
  return Object.entries(statements).flatMap(([resource, actions]) =>
    actions.map((action) => ({
      resource,
      action,
      granted: Object.fromEntries(
        roles.map((role) => [
          role.name,
          Object.hasOwn(role.permissions, resource) && (role.permissions[resource] ?? []).includes(action),
        ]),
      ),
    })),
  );
}

/** A permission as the role form and the checker name it: `resource:action`. */
export type PermissionKey = `${string}:${string}`;

/**
 * The key of one action on one resource.
 *
 * @example
 * permissionKey('member', 'create') // 'member:create'
 */
export function permissionKey(resource: string, action: string): PermissionKey {
  return `${resource}:${action}`;
}

/** What the role form holds while it is typed: texts as typed, the permissions ticked. */
export interface RoleDraft {
  name: string;
  description: string;
  permissions: ReadonlySet<PermissionKey>;
}

/** The form's starting values for a new role. */
export const EMPTY_ROLE_DRAFT: RoleDraft = { name: '', description: '', permissions: new Set() };

/**
 * The form's values for an existing role.
 *
 * @example
 * roleDraftOf({ name: 'ticketing', permissions: { member: ['create'] } }).permissions // Set { 'member:create' }
 */
export function roleDraftOf(role: Pick<Role, 'name' | 'description' | 'permissions'>): RoleDraft {
  return {
    name: role.name,
    description: role.description ?? '',
    permissions: new Set(
      Object.entries(role.permissions).flatMap(([resource, actions]) =>
        actions.map((action) => permissionKey(resource, action)),
      ),
    ),
  };
}

/** Said when no permission is ticked. */
export const NO_PERMISSION_MESSAGE = 'Choose at least one permission';

/** What is wrong with a role draft, per field. */
export type RoleDraftErrors = Partial<Record<'name' | 'description' | 'permissions', string>>;

/**
 * Checks a role draft: the body of POST /roles or PUT /roles/{id} (the statements' order kept), or the
 * message of each wrong field.
 *
 * @example
 * checkRoleDraft({ name: 'x', description: '', permissions: new Set() })
 * // { ok: false, errors: { name: 'Enter the role name', permissions: 'Choose at least one permission' } }
 */
export function checkRoleDraft(
  draft: RoleDraft,
  statements: Statements = ORGANIZATION_STATEMENTS,
): { readonly ok: true; readonly body: RoleBody } | { readonly ok: false; readonly errors: RoleDraftErrors } {
  const permissions = Object.fromEntries(
    Object.entries(statements)
      .map(
        ([resource, actions]) =>
          [
            resource,
            actions.filter((action) => draft.permissions.has(permissionKey(resource, action))),
          ] as const,
      )
      .filter(([, actions]) => actions.length > 0),
  );
  const description = draft.description.trim();
  const parsed = roleBodySchema.safeParse({
    name: draft.name,
    ...(description === '' ? {} : { description }),
    permissions,
  });
  const errors: RoleDraftErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'name' || field === 'description') && errors[field] === undefined)
        errors[field] = issue.message;
    }
  }
  if (Object.keys(permissions).length === 0) errors.permissions = NO_PERMISSION_MESSAGE;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors };
}

/** The question of the roles-permissions page's checker: can these roles do these actions? */
export interface PermissionQuestion {
  /** One role or several, comma-separated, as better-auth stores them (SPEC §6). */
  role: string;
  resource: string;
  actions: readonly string[];
  /** Any of the actions is enough (OR), instead of all of them. */
  anyAction: boolean;
}

/** Said when the checker's question has no role. */
export const NO_ROLE_MESSAGE = 'Enter one role or several, separated by commas';
/** Said when the checker's question has no action. */
export const NO_ACTION_MESSAGE = 'Choose at least one action';

/**
 * Answers the checker with SPEC §6's multi-role rule (flight-domain's `explainPermission`, the check the
 * sandbox enforces): allowed when any of the roles grants all the actions, or any of them with OR; the
 * role that allows it, or the denial message. Returns the question's problem when it cannot be asked.
 *
 * @example
 * answerPermissionQuestion(ORGANIZATION_ROLES, { role: 'member,admin', resource: 'member', actions: ['create'], anyAction: false })
 * // { success: true, role: 'admin' }
 */
export function answerPermissionQuestion(
  roles: Readonly<Record<string, Statements>>,
  question: PermissionQuestion,
): PermissionVerdict | { readonly invalid: string } {
  if (question.role.trim() === '') return { invalid: NO_ROLE_MESSAGE };
  if (question.actions.length === 0) return { invalid: NO_ACTION_MESSAGE };
  return explainPermission({
    roles,
    role: question.role,
    permissions: {
      [question.resource]: question.anyAction
        ? { actions: question.actions, connector: 'OR' }
        : question.actions,
    },
  });
}
