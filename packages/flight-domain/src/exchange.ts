/**
 * Ticket exchange (SPEC §3 "Exchange modify-offer", §7 "Exchange").
 */
import { z } from './zod-mini';
import { DEFAULT_FARE_RULE_TYPE, MULTI_CITY } from './constants';
import { multiCityDestinationSchema, type MultiCityDestination } from './flight-search';

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
  catalogOfferingsIdentifier: z.string().check(z.trim(), z.minLength(1)),
  catalogOfferingIdentifier: z.string().check(z.trim(), z.minLength(1)),
  fareRuleType: z._default(z.string().check(z.trim(), z.minLength(1)), DEFAULT_FARE_RULE_TYPE),
  lowFareFinderInd: z._default(z.boolean(), false),
  returnBrandedFaresInd: z._default(z.boolean(), false),
  reCheckInventoryInd: z._default(z.boolean(), false),
  /** The new total as the backend counts it (a decimal amount, not centimes). */
  totalPrice: z._default(z.number().check(z.gte(0)), 0),
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

/** The exchange search's own messages (a missing airport or date says FLIGHT_SEARCH_MESSAGES'). */
export const EXCHANGE_SEARCH_MESSAGES = {
  sameAirports: 'Choose a destination other than the origin',
  legsOutOfOrder: 'A flight cannot leave before the one before it',
} as const;

/**
 * Body of POST /exchange/gds/search/ticket/{id} ("with new dates/route", SPEC §7): the ticket's flights
 * as they should become, one leg per leg of the ticket, each with its origin, destination (location
 * codes, not the same) and date (`YYYY-MM-DD`, never before the leg before it). The backend searches
 * the validating carrier's offers for that trip and prices each against the ticket.
 *
 * @example
 * exchangeSearchSchema.parse({ legs: [{ from: 'CMN', to: 'ORY', date: '2026-12-24' }] })
 * exchangeSearchSchema.safeParse({ legs: [{ from: 'CMN', to: 'CMN', date: '2026-12-24' }] }).error?.issues[0]
 * // { path: ['legs', 0, 'to'], message: 'Choose a destination other than the origin', ... }
 */
export const exchangeSearchSchema = z
  .object({
    legs: z.array(multiCityDestinationSchema).check(z.minLength(1), z.maxLength(MULTI_CITY.maxDestinations)),
  })
  .check(
    z.superRefine(({ legs }, context) => {
      legs.forEach((leg, index) => {
        if (leg.from.toUpperCase() === leg.to.toUpperCase())
          context.addIssue({
            code: 'custom',
            path: ['legs', index, 'to'],
            message: EXCHANGE_SEARCH_MESSAGES.sameAirports,
            input: leg.to,
          });
        const before = legs[index - 1];
        if (before !== undefined && leg.date < before.date)
          context.addIssue({
            code: 'custom',
            path: ['legs', index, 'date'],
            message: EXCHANGE_SEARCH_MESSAGES.legsOutOfOrder,
            input: leg.date,
          });
      });
    }),
  );

/**
 * An exchange search as sent.
 *
 * @example
 * const search: ExchangeSearch = { legs: [{ from: 'CMN', to: 'ORY', date: '2026-12-24' }] };
 */
export type ExchangeSearch = z.infer<typeof exchangeSearchSchema>;

/** An itinerary as `ticketExchangeLegs` reads it: each leg's flights, where they leave and land. */
type ItineraryLegs = readonly {
  readonly segments: readonly {
    readonly departure: { readonly airport: string; readonly at: string };
    readonly arrival: { readonly airport: string };
  }[];
}[];

/**
 * A ticket's legs as the exchange search takes them: each leg's first origin, last destination and
 * departure date (local, as the timestamp says it) — where an exchange starts from.
 *
 * @example
 * ticketExchangeLegs([{ segments: [
 *   { departure: { airport: 'CMN', at: '2026-12-18T10:05:00+01:00' }, arrival: { airport: 'MAD' } },
 *   { departure: { airport: 'MAD', at: '2026-12-18T15:00:00+01:00' }, arrival: { airport: 'JFK' } },
 * ] }]) // [{ from: 'CMN', to: 'JFK', date: '2026-12-18' }]
 */
export function ticketExchangeLegs(itinerary: ItineraryLegs): MultiCityDestination[] {
  return itinerary.map((leg) => ({
    from: leg.segments[0]?.departure.airport ?? '',
    to: leg.segments.at(-1)?.arrival.airport ?? '',
    date: leg.segments[0]?.departure.at.slice(0, 10) ?? '',
  }));
}
