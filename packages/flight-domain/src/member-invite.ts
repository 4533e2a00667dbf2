/**
 * Inviting a member into an organization (SPEC §3 "Member invite", §5 "Invites").
 */
import { z } from './zod-mini';
import { appRoleSchema } from './enumerations';

/**
 * Message of an invalid or missing e-mail (SPEC §5).
 *
 * @example
 * INVALID_EMAIL_MESSAGE // 'Please enter a valid email address.'
 */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

/**
 * Message of an empty organization ID (SPEC §5).
 *
 * @example
 * ORGANIZATION_ID_REQUIRED_MESSAGE // 'Organization ID is required'
 */
export const ORGANIZATION_ID_REQUIRED_MESSAGE = 'Organization ID is required';

/**
 * An organization ID: a non-empty string, 'Organization ID is required' otherwise.
 *
 * @example
 * organizationIdSchema.safeParse('').error?.issues[0]?.message // 'Organization ID is required'
 */
export const organizationIdSchema = z
  .string({ error: ORGANIZATION_ID_REQUIRED_MESSAGE })
  .check(z.trim(), z.minLength(1, ORGANIZATION_ID_REQUIRED_MESSAGE));

/**
 * A member invite: a valid e-mail, the role(s) to give, and the organization. The organization ID may be
 * left out (the backend then uses the active organization, SPEC §3) but, when given, must not be empty
 * (SPEC §5) — that is the case of a form whose organization select was left blank.
 *
 * @example
 * memberInviteSchema.parse({ email: 'zoe@agency.ma', role: 'member', organizationId: 'org_1' })
 * memberInviteSchema.safeParse({ email: 'zoe', role: 'member' }).error?.issues[0]?.message
 * // 'Please enter a valid email address.'
 */
export const memberInviteSchema = z.object({
  organizationId: z.optional(organizationIdSchema),
  email: z.email(INVALID_EMAIL_MESSAGE),
  role: z.union([appRoleSchema, z.array(appRoleSchema)]),
});

/**
 * A valid member invite.
 *
 * @example
 * const invite: MemberInvite = { email: 'zoe@agency.ma', role: ['admin', 'member'] };
 */
export type MemberInvite = z.infer<typeof memberInviteSchema>;
