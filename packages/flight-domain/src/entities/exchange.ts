/** A ticket's exchange: whether it may be exchanged, and the offers to exchange it for (SPEC §7). */
import { z } from '../zod-mini';
import { timestampSchema } from './common';
import { amountSchema } from './prices';

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
