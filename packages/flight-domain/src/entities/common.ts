import { z } from '../zod-mini';
import { passengerTypeCodeSchema } from '../enumerations';
import { centimesFromDecimalSchema } from '../money';

/** A timestamp with its UTC offset, e.g. `2026-12-01T10:05:00+01:00` (local time at the airport). */
export const timestampSchema = z.iso.datetime({ offset: true });

/** An amount of MAD as the backend sends it (decimal), decoded into integer centimes. */
export const amountSchema = centimesFromDecimalSchema;

/** What write calls answer: an optional human message (shown in the success toast). */
export const messageResponseSchema = z.object({ message: z.optional(z.string()) });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A page of a server-paginated list (SPEC §3 list query: page ≥ 1, limit 1–100). */
export function pageSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().check(z.int(), z.gte(1)),
    limit: z.number().check(z.int(), z.gte(1), z.lte(100)),
    total: z.number().check(z.int(), z.gte(0)),
  });
}
export interface Page<Item> {
  items: Item[];
  page: number;
  limit: number;
  total: number;
}

/** The price of something, per passenger type or in all, in centimes of MAD. */
export const priceSchema = z.object({
  currency: z.literal('MAD'),
  base: amountSchema,
  taxes: amountSchema,
  /** The organization's markup, already applied by the backend. */
  markup: amountSchema,
  /** base + taxes + markup, before any payment surcharge. */
  total: amountSchema,
});
export type Price = z.infer<typeof priceSchema>;

/** One passenger type's share of a price: `count` passengers at `price` each. */
export const passengerPriceSchema = z.object({
  passengerType: passengerTypeCodeSchema,
  count: z.number().check(z.int(), z.gte(1)),
  price: priceSchema,
});
export type PassengerPrice = z.infer<typeof passengerPriceSchema>;

/** A price with its breakdown per passenger type. */
export const pricingSchema = z.object({
  total: priceSchema,
  perPassenger: z.array(passengerPriceSchema),
});
export type Pricing = z.infer<typeof pricingSchema>;

/** A fare rule category (Travelport "TextLong" style): penalties, changes, refunds, baggage... */
export const fareRuleSchema = z.object({
  category: z.string(),
  title: z.string(),
  text: z.string(),
});
export type FareRule = z.infer<typeof fareRuleSchema>;

export const contentKindSchema = z.enum(['GDS', 'NDC']);
