/**
 * The three flight searches of SPEC §3 (one-way, round-trip, multi-city), with the defaults of SPEC §9 and
 * the passenger rules of SPEC §5. These are both the search forms' validation and the request bodies of
 * POST /flight/search/one-way, /round-trip and /multi-city.
 */
import { z } from './zod-mini';
import { DEFAULT_CABIN, DEFAULT_PAYMENT_TYPE, MULTI_CITY } from './constants';
import { isoDurationSchema } from './durations';
import { AIRLINE_FILTER_TYPES, type TripType, cabinClassSchema, paymentMethodSchema } from './enumerations';
import { passengerCountSchema, withPassengerRules } from './passengers';

/**
 * Messages of the search form fields the spec leaves unworded (SPEC §5 only words the passenger one).
 *
 * @example
 * FLIGHT_SEARCH_MESSAGES.returnBeforeDeparture // 'The return date cannot be before the departure date'
 */
export const FLIGHT_SEARCH_MESSAGES = {
  from: 'Choose where the flight leaves from',
  to: 'Choose where the flight goes to',
  date: 'Choose a departure date',
  returnDate: 'Choose a return date',
  returnBeforeDeparture: 'The return date cannot be before the departure date',
  tooFewDestinations: `Add at least ${String(MULTI_CITY.minDestinations)} destinations`,
  tooManyDestinations: `A multi-city search has at most ${String(MULTI_CITY.maxDestinations)} destinations`,
} as const;

const locationCode = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message));
const isoDate = (message: string) => z.iso.date({ error: message });
const codeList = z.array(z.string().check(z.trim(), z.minLength(1)));

const commonShape = {
  adt: passengerCountSchema,
  cnn: passengerCountSchema,
  inf: passengerCountSchema,
  unn: passengerCountSchema,
  cabin: z._default(cabinClassSchema, DEFAULT_CABIN),
  /** Agency fees, in the backend's decimal amount (MAD), ≥ 0. */
  fees: z.optional(z.number().check(z.minimum(0))),
  isDirect: z.optional(z.boolean()),
  isRefundable: z.optional(z.boolean()),
  paymentType: z._default(paymentMethodSchema, DEFAULT_PAYMENT_TYPE),
  /** IATA codes of the airlines `airlineType` applies to. */
  airlines: z.optional(codeList),
  airlineType: z.optional(z.enum(AIRLINE_FILTER_TYPES)),
  /** Booking class letters to keep or to exclude. */
  permittedClasses: z.optional(codeList),
  prohibitedClasses: z.optional(codeList),
  /** Longest connection accepted, as an ISO 8601 duration (`PT4H0M`). */
  maxConnectionDuration: z.optional(isoDurationSchema),
  isNDC: z._default(z.boolean(), false),
};

const legShape = {
  from: locationCode(FLIGHT_SEARCH_MESSAGES.from),
  to: locationCode(FLIGHT_SEARCH_MESSAGES.to),
  date: isoDate(FLIGHT_SEARCH_MESSAGES.date),
};

/**
 * The fields every search has: passenger counts (whole numbers ≥ 0, with the passenger rules), cabin
 * (default Economy), fees ≥ 0, direct and refundable filters, payment type (default cash), airlines with
 * their filter type (Prohibited, Permitted or Preferred), permitted and prohibited classes, maximum
 * connection duration and isNDC (default false).
 *
 * @example
 * flightSearchCommonSchema.parse({ adt: 1, cnn: 0, inf: 0, unn: 0 })
 * // { adt: 1, cnn: 0, inf: 0, unn: 0, cabin: 'Economy', paymentType: 'cash', isNDC: false }
 */
export const flightSearchCommonSchema = withPassengerRules(z.object(commonShape));

/**
 * The common search fields after defaults.
 *
 * @example
 * const common: FlightSearchCommon = { adt: 1, cnn: 0, inf: 0, unn: 0, cabin: 'Economy', paymentType: 'cash', isNDC: false };
 */
export type FlightSearchCommon = z.infer<typeof flightSearchCommonSchema>;

/**
 * A one-way search: the common fields plus `from`, `to` (location codes) and `date` (`YYYY-MM-DD`).
 *
 * @example
 * oneWaySearchSchema.parse({ adt: 1, cnn: 0, inf: 0, unn: 0, from: 'CMN', to: 'CDG', date: '2025-03-07' })
 */
export const oneWaySearchSchema = withPassengerRules(z.object({ ...commonShape, ...legShape }));

/**
 * A valid one-way search.
 *
 * @example
 * const search: OneWaySearch = oneWaySearchSchema.parse(formValues);
 */
export type OneWaySearch = z.infer<typeof oneWaySearchSchema>;

/**
 * A one-way search as a form holds it (defaulted fields optional).
 *
 * @example
 * const values: OneWaySearchInput = { adt: 1, cnn: 0, inf: 0, unn: 0, from: 'CMN', to: 'CDG', date: '2025-03-07' };
 */
export type OneWaySearchInput = z.input<typeof oneWaySearchSchema>;

/**
 * A round-trip search: a one-way search plus `returnDate`, which may not be before `date`.
 *
 * @example
 * roundTripSearchSchema.safeParse({ ...oneWay, returnDate: '2025-03-01' }).error?.issues[0]
 * // { path: ['returnDate'], message: 'The return date cannot be before the departure date', ... }
 */
export const roundTripSearchSchema = withPassengerRules(
  z.object({ ...commonShape, ...legShape, returnDate: isoDate(FLIGHT_SEARCH_MESSAGES.returnDate) }),
).check(
  z.superRefine(
    (search: { date: string; returnDate: string }, ctx) => {
      if (search.returnDate < search.date) {
        ctx.addIssue({
          code: 'custom',
          path: ['returnDate'],
          message: FLIGHT_SEARCH_MESSAGES.returnBeforeDeparture,
          input: search.returnDate,
        });
      }
    },
    { when: (payload) => hasValidDates(payload.value) },
  ),
);

const datesOnlySchema = z.object({ date: legShape.date, returnDate: legShape.date });

function hasValidDates(value: unknown): boolean {
  return datesOnlySchema.safeParse(value).success;
}

/**
 * A valid round-trip search.
 *
 * @example
 * const search: RoundTripSearch = roundTripSearchSchema.parse(formValues);
 */
export type RoundTripSearch = z.infer<typeof roundTripSearchSchema>;

/**
 * A round-trip search as a form holds it.
 *
 * @example
 * const values: RoundTripSearchInput = { ...oneWayValues, returnDate: '2025-03-14' };
 */
export type RoundTripSearchInput = z.input<typeof roundTripSearchSchema>;

/**
 * One leg of a multi-city search: `from`, `to` and `date`.
 *
 * @example
 * multiCityDestinationSchema.parse({ from: 'CMN', to: 'CDG', date: '2025-03-07' })
 */
export const multiCityDestinationSchema = z.object(legShape);

/**
 * One leg of a multi-city search.
 *
 * @example
 * const leg: MultiCityDestination = { from: 'CMN', to: 'CDG', date: '2025-03-07' };
 */
export type MultiCityDestination = z.infer<typeof multiCityDestinationSchema>;

/**
 * A multi-city search: the common fields plus 2 to 5 destinations.
 *
 * @example
 * multiCitySearchSchema.parse({ adt: 1, cnn: 0, inf: 0, unn: 0, destinations: [leg1, leg2] })
 */
export const multiCitySearchSchema = withPassengerRules(
  z.object({
    ...commonShape,
    destinations: z
      .array(multiCityDestinationSchema)
      .check(
        z.minLength(MULTI_CITY.minDestinations, FLIGHT_SEARCH_MESSAGES.tooFewDestinations),
        z.maxLength(MULTI_CITY.maxDestinations, FLIGHT_SEARCH_MESSAGES.tooManyDestinations),
      ),
  }),
);

/**
 * A valid multi-city search.
 *
 * @example
 * const search: MultiCitySearch = multiCitySearchSchema.parse(formValues);
 */
export type MultiCitySearch = z.infer<typeof multiCitySearchSchema>;

/**
 * A multi-city search as a form holds it.
 *
 * @example
 * const values: MultiCitySearchInput = { adt: 1, cnn: 0, inf: 0, unn: 0, destinations: [leg1, leg2] };
 */
export type MultiCitySearchInput = z.input<typeof multiCitySearchSchema>;

/**
 * The search schema of each kind of trip, keyed as the /book `type` parameter spells them.
 *
 * @example
 * FLIGHT_SEARCH_SCHEMAS[search.type].parse(search.values)
 */
export const FLIGHT_SEARCH_SCHEMAS = {
  oneway: oneWaySearchSchema,
  roundtrip: roundTripSearchSchema,
  'multi-city': multiCitySearchSchema,
} as const satisfies Record<TripType, z.ZodMiniType>;

/**
 * Suffix of the local-storage key under which a search form is remembered (SPEC §2).
 *
 * @example
 * SEARCH_FORM_STORAGE_SUFFIX // '_search_form'
 */
export const SEARCH_FORM_STORAGE_SUFFIX = '_search_form';

/**
 * The local-storage key of a product's remembered search form.
 *
 * @example
 * searchFormStorageKey('flights') // 'flights_search_form'
 */
export function searchFormStorageKey(productKey: string): string {
  return `${productKey}${SEARCH_FORM_STORAGE_SUFFIX}`;
}
