/**
 * Amounts and prices as the backend sends them (decimal MAD, decoded into integer centimes): apart from
 * the other shared schemas (`common.ts`), so that a page whose answers carry no amount (the members, the
 * roles) decodes without the money's arithmetic.
 */
import { z } from '../zod-mini';
import { passengerTypeCodeSchema } from '../enumerations';
import { centimesFromDecimalSchema } from '../money';

/** An amount of MAD as the backend sends it (decimal), decoded into integer centimes. */
export const amountSchema = centimesFromDecimalSchema;

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
