/**
 * Payloads of the back-office writes of SPEC §7 whose shapes the spec leaves open: user roles,
 * organizations, custom roles and markups (the balance's movements: `balance-entry-body.ts`).
 */
import { z } from './zod-mini';
import { PLATFORM_ROLES } from './enumerations';
import { markupCriteriaShape } from './markup-rules';

const id = z.string().check(z.trim(), z.minLength(1));

/**
 * Body of PUT /admin/update-user-role.
 *
 * @example
 * updateUserRoleBodySchema.parse({ userId: 'u1', role: 'admin' })
 */
export const updateUserRoleBodySchema = z.object({ userId: id, role: z.enum(PLATFORM_ROLES) });
export type UpdateUserRoleBody = z.infer<typeof updateUserRoleBodySchema>;

/**
 * Body of POST /organization/create.
 *
 * @example
 * organizationBodySchema.parse({ name: 'Atlas Voyages', slug: 'atlas-voyages', city: 'Casablanca' })
 */
export const organizationBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, 'Enter the organization name'), z.maxLength(80)),
  slug: z
    .string()
    .check(
      z.trim(),
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and dashes, e.g. atlas-voyages'),
    ),
  city: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
  /** Where the logo went: an upload result's `url` (POST /upload/single). */
  logo: z.optional(z.url()),
});
export type OrganizationBody = z.infer<typeof organizationBodySchema>;

/**
 * Body of PUT /organization/{id}/update: any subset of the organization's fields.
 *
 * @example
 * organizationUpdateBodySchema.parse({ city: 'Marrakech' })
 */
export const organizationUpdateBodySchema = z.partial(organizationBodySchema);
export type OrganizationUpdateBody = z.infer<typeof organizationUpdateBodySchema>;

/**
 * A slug for an organization's name: lowercase letters and digits joined by dashes, accents dropped.
 *
 * @example
 * slugFromName('Atlas Voyages Fès') // 'atlas-voyages-fes'
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Body of POST /roles and PUT /roles/{id}: a custom role as better-auth access-control statements.
 *
 * @example
 * roleBodySchema.parse({ name: 'ticketing-agent', permissions: { reservation: ['read', 'ticket'] } })
 */
export const roleBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, 'Enter the role name'), z.maxLength(40)),
  description: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  organizationId: z.optional(id),
  permissions: z.record(
    z.string().check(z.minLength(1)),
    z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  ),
});
export type RoleBody = z.infer<typeof roleBodySchema>;

/** Markup kinds: a percentage of base + taxes, or a fixed amount per passenger. */
export const MARKUP_KINDS = ['percentage', 'fixed'] as const;

/**
 * Body of POST /markup and PUT /markup/{id}. `value` is a percent, or decimal MAD per passenger.
 *
 * @example
 * markupBodySchema.parse({ organizationId: 'org1', name: 'Default', kind: 'percentage', value: 3, contentKind: 'ALL', active: true })
 */
export const markupBodySchema = z
  .object({
    organizationId: id,
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Enter the markup name'),
        z.maxLength(60, 'A markup name has at most 60 characters'),
      ),
    kind: z.enum(MARKUP_KINDS),
    value: z.number().check(z.gte(0, 'The markup cannot be negative')),
    ...markupCriteriaShape,
    active: z._default(z.boolean(), true),
  })
  .check(
    z.refine((markup) => markup.kind !== 'percentage' || markup.value <= 100, {
      message: 'A percentage markup is at most 100',
      path: ['value'],
    }),
  );
export type MarkupBody = z.infer<typeof markupBodySchema>;
