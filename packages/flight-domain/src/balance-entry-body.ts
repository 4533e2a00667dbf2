/**
 * The balance's one write, apart from the back office's other bodies (and the markup rules they use) so
 * that the balance page loads only it.
 */
import { z } from './zod-mini';
import { paymentMethodSchema } from './enumerations';

/**
 * Body of POST /balance: a credit (top-up) or a manual debit of an organization's balance, in decimal MAD.
 *
 * @example
 * balanceEntryBodySchema.parse({ organizationId: 'org1', kind: 'credit', amount: 50000, description: 'Bank transfer 2026-11-20' })
 */
export const balanceEntryBodySchema = z.object({
  organizationId: z.string().check(z.trim(), z.minLength(1)),
  kind: z.enum(['credit', 'debit']),
  amount: z.number().check(z.positive('The amount must be more than 0')),
  description: z.string().check(z.trim(), z.minLength(1, 'Describe the movement'), z.maxLength(140)),
  reference: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  /** How a top-up is paid (SPEC §3); a card adds its surcharge (SPEC §9) on top of the amount. */
  paymentMethod: z.optional(paymentMethodSchema),
});
export type BalanceEntryBody = z.infer<typeof balanceEntryBodySchema>;
