import { z } from '../zod-mini';
import { LEDGER_KINDS } from '../balance-query';
import { paymentMethodSchema } from '../enumerations';
import { markupCriteriaShape } from '../markup-rules';
import { amountSchema, timestampSchema } from './common';

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

export const markupSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  name: z.string(),
  kind: z.enum(['percentage', 'fixed']),
  /** Percent for `percentage`, decimal MAD per passenger for `fixed`. */
  value: z.number().check(z.gte(0)),
  ...markupCriteriaShape,
  active: z.boolean(),
  createdAt: timestampSchema,
});
export type MarkupRule = z.infer<typeof markupSchema>;

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

/** One movement of an organization's balance. Credits are positive, debits negative. */
export const balanceEntrySchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  amount: amountSchema,
  /** The balance right after this entry. */
  balanceAfter: amountSchema,
  kind: z.enum(LEDGER_KINDS),
  description: z.string(),
  reference: z.optional(z.string()),
  /** Who made the movement (the top-up's admin), when known. */
  author: z.optional(z.string()),
  /** How a top-up was paid (SPEC §3), and the card surcharge paid on top of the amount (SPEC §9). */
  paymentMethod: z.optional(paymentMethodSchema),
  surcharge: z.optional(amountSchema),
  createdAt: timestampSchema,
});
export type BalanceEntry = z.infer<typeof balanceEntrySchema>;

/** An organization with its current balance. */
export const balanceEntitySchema = z.object({
  entityType: z.literal('organization'),
  entityId: z.string(),
  name: z.string(),
  balance: amountSchema,
  /** The balance 30 days before `updatedAt`'s day, for the trend (absent when the server omits it). */
  previousBalance: z.optional(amountSchema),
  updatedAt: timestampSchema,
  /** The closing balance of each day the balance moved, oldest first (GET /balance/entity only). */
  history: z.optional(z.array(z.object({ date: z.iso.date(), balance: amountSchema }))),
});
export type BalanceEntity = z.infer<typeof balanceEntitySchema>;

export const organizationDetailsSchema = z.object({
  organization: organizationSchema,
  members: z.array(memberSchema),
  balance: amountSchema,
  markups: z.array(markupSchema),
});
export type OrganizationDetails = z.infer<typeof organizationDetailsSchema>;

export const locationSuggestionSchema = z.object({
  type: z.enum(['airport', 'city']),
  /** The IATA code of the airport or of the city. */
  value: z.string().check(z.regex(/^[A-Z]{3}$/)),
  name: z.string(),
  city: z.string(),
  countryCode: z.string().check(z.length(2)),
  country: z.string(),
});
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;

export const exchangeEligibilitySchema = z.object({
  ticketId: z.string(),
  eligible: z.boolean(),
  reasons: z.array(z.string()),
});

export const exchangeOfferSchema = z.object({
  catalogOfferingsIdentifier: z.string(),
  catalogOfferingIdentifier: z.string(),
  description: z.string(),
  departureAt: timestampSchema,
  /** What the traveler pays (positive) or gets back (negative) for the change. */
  priceDifference: amountSchema,
  penalty: amountSchema,
});
export const exchangeSearchResultSchema = z.object({ offers: z.array(exchangeOfferSchema) });
export type ExchangeOffer = z.infer<typeof exchangeOfferSchema>;
