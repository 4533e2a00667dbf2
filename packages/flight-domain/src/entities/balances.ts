/**
 * The balance's entities (SPEC §7 `/balance`), apart from the organizations' so that the balance page
 * loads only these.
 */
import { z } from '../zod-mini';
import { LEDGER_KINDS } from '../balance-query';
import { paymentMethodSchema } from '../enumerations';
import { timestampSchema } from './common';
import { amountSchema } from './prices';

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
