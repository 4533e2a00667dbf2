/**
 * Ticket exchange (SPEC §3 "Exchange modify-offer", §7 "Exchange").
 */
import { z } from 'zod';
import { DEFAULT_FARE_RULE_TYPE } from './constants';

/**
 * Body of POST /exchange/gds/ticket/{locator}/modify-offer/{workbenchId}: the chosen catalog offering,
 * with fareRuleType TextLong, the three indicators false and totalPrice 0 unless told otherwise.
 *
 * @example
 * exchangeModifyOfferSchema.parse({ catalogOfferingsIdentifier: 'cos1', catalogOfferingIdentifier: 'co1' })
 * // { catalogOfferingsIdentifier: 'cos1', catalogOfferingIdentifier: 'co1', fareRuleType: 'TextLong',
 * //   lowFareFinderInd: false, returnBrandedFaresInd: false, reCheckInventoryInd: false, totalPrice: 0 }
 */
export const exchangeModifyOfferSchema = z.object({
  catalogOfferingsIdentifier: z.string().trim().min(1),
  catalogOfferingIdentifier: z.string().trim().min(1),
  fareRuleType: z.string().trim().min(1).default(DEFAULT_FARE_RULE_TYPE),
  lowFareFinderInd: z.boolean().default(false),
  returnBrandedFaresInd: z.boolean().default(false),
  reCheckInventoryInd: z.boolean().default(false),
  /** The new total as the backend counts it (a decimal amount, not centimes). */
  totalPrice: z.number().min(0).default(0),
});

/**
 * A modify-offer body after defaults.
 *
 * @example
 * const body: ExchangeModifyOffer = exchangeModifyOfferSchema.parse(input);
 */
export type ExchangeModifyOffer = z.infer<typeof exchangeModifyOfferSchema>;

/**
 * A modify-offer body as callers write it (defaulted fields optional).
 *
 * @example
 * const input: ExchangeModifyOfferInput = { catalogOfferingsIdentifier: 'cos1', catalogOfferingIdentifier: 'co1' };
 */
export type ExchangeModifyOfferInput = z.input<typeof exchangeModifyOfferSchema>;
