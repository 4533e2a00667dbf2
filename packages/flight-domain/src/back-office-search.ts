/**
 * The search parameters of the back-office pages (/settings/organizations, /settings/roles-permissions,
 * /markups), apart from their forms' schemas: route files validate them in the app's entry, which so
 * reaches neither the bodies of `back-office.ts` nor classic zod (`zod/mini` here). A value that
 * cannot be is dropped, so a mistyped link still opens the page.
 */
import { z } from './zod-mini';
import { droppedWhenInvalid, listSearchSchema } from './list-query';

/** The two tabs of /settings/organizations: the organizations, and the platform's users (platform admin). */
export const ORGANIZATIONS_TABS = ['organizations', 'users'] as const;
export type OrganizationsTab = (typeof ORGANIZATIONS_TABS)[number];

/**
 * /settings/organizations' search: the tab shown, its list query (SPEC §3) and the organization whose
 * details are open (so that each organization has an address: a link, a new tab, Back to close), each
 * dropped when wrong.
 *
 * @example
 * organizationsSearchSchema.parse({ tab: 'users', page: 2 }) // { tab: 'users', page: 2 }
 * organizationsSearchSchema.parse({ tab: 'billing', organization: 'org_paris' }) // { organization: 'org_paris' }
 */
export const organizationsSearchSchema = z.extend(listSearchSchema, {
  tab: droppedWhenInvalid(z.enum(ORGANIZATIONS_TABS)),
  organization: droppedWhenInvalid(z.string().check(z.trim(), z.minLength(1))),
});
export type OrganizationsSearch = z.infer<typeof organizationsSearchSchema>;

/**
 * /settings/roles-permissions' search as the URL holds it: the custom role opened for editing.
 *
 * @example
 * rolesPermissionsSearchSchema.parse({ role: '' }) // {}
 */
export const rolesPermissionsSearchSchema = z.object({
  role: droppedWhenInvalid(z.string().check(z.trim(), z.minLength(1))),
});
export type RolesPermissionsSearch = z.infer<typeof rolesPermissionsSearchSchema>;

/**
 * /markups' search as the URL holds it: the organization an admin chose (others see their own).
 *
 * @example
 * markupsSearchSchema.parse({ organization: '' }) // {}
 */
export const markupsSearchSchema = z.object({
  organization: droppedWhenInvalid(z.string().check(z.trim(), z.minLength(1))),
});
export type MarkupsSearch = z.infer<typeof markupsSearchSchema>;
