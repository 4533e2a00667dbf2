import { z } from '../zod-mini';
import { timestampSchema } from './common';

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.email(),
  /** Platform role(s), comma-separated: `admin`, `user`. */
  role: z.string(),
  twoFactorEnabled: z.boolean(),
  banned: z.boolean(),
  createdAt: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  city: z.optional(z.string()),
  logo: z.optional(z.string()),
  createdAt: timestampSchema,
});
export type Organization = z.infer<typeof organizationSchema>;

export const memberSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  userId: z.string(),
  role: z.string(),
  createdAt: timestampSchema,
  user: z.object({ id: z.string(), name: z.string(), email: z.email() }),
});
export type Member = z.infer<typeof memberSchema>;

/** GET /auth/me: who is signed in, where, and with which rights. */
export const meSchema = z.object({
  user: userSchema,
  activeOrganization: z.nullable(organizationSchema),
  memberRole: z.nullable(z.string()),
});
export type Me = z.infer<typeof meSchema>;

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  organizationId: z.nullable(z.string()),
  /** resource → allowed actions, as in better-auth access control. */
  permissions: z.record(z.string(), z.array(z.string())),
  createdAt: timestampSchema,
});
export type Role = z.infer<typeof roleSchema>;
