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

/** The exchange search's messages, shown under its field. */
export const EXCHANGE_SEARCH_MESSAGES = {
  departureDate: 'Enter the new departure date',
} as const;

/**
 * Body of POST /exchange/gds/search/ticket/{id}: the new date of the ticket's first departure
 * (`YYYY-MM-DD`); its later flights keep their spacing. The backend offers the same flights on that
 * day and the two after it.
 *
 * @example
 * exchangeSearchSchema.parse({ departureDate: '2026-12-24' }) // { departureDate: '2026-12-24' }
 * exchangeSearchSchema.safeParse({ departureDate: '24/12/2026' }).success // false
 */
export const exchangeSearchSchema = z.object({
  departureDate: z.iso.date({ error: EXCHANGE_SEARCH_MESSAGES.departureDate }),
});

/**
 * An exchange search as sent.
 *
 * @example
 * const search: ExchangeSearch = { departureDate: '2026-12-24' };
 */
export type ExchangeSearch = z.infer<typeof exchangeSearchSchema>;
