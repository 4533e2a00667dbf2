/**
 * A low-cost search (SPEC §5 passenger rules, the airline's network): the schemas the routes' guards
 * parse with, on every page of the plugin build, so nothing else belongs here (`search-pages.ts` has
 * what the pages do with a search, `low-fare-offers.ts` the results' calendar, sorts and surcharge).
 */
import { droppedWhenInvalid, passengerCountSchema, withPassengerRules } from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import { LOW_COST_AIRLINE } from './airline';
import { FARE_BUNDLE_CODES } from './fare-codes';
import { isServedRoute } from './network';

const AIRPORT_CODE = /^[A-Z]{3}$/;
const isAirportCode = (value: unknown) => typeof value === 'string' && AIRPORT_CODE.test(value);
const airport = (message: string) => z.string({ error: message }).check(z.regex(AIRPORT_CODE, message));

/**
 * The search form: one-way, or return with a return day on or after the departure day; SPEC §5's
 * passenger rules; only routes the airline flies, and no unaccompanied minors (it does not carry them).
 *
 * @example
 * lowCostSearchSchema.safeParse({ from: 'RAK', to: 'ORY', date: '2026-12-18', adt: 1, cnn: 0, inf: 0, unn: 0 }).success // true
 */
export const lowCostSearchSchema = withPassengerRules(
  z.object({
    from: airport('Choose a departure airport'),
    to: airport('Choose an arrival airport'),
    date: z.iso.date({ error: 'Choose a departure date' }),
    returnDate: z.optional(z.iso.date({ error: 'Choose a return date' })),
    adt: passengerCountSchema,
    cnn: passengerCountSchema,
    inf: passengerCountSchema,
    unn: passengerCountSchema.check(
      z.maximum(0, `${LOW_COST_AIRLINE.name} does not carry unaccompanied minors.`),
    ),
  }),
).check(
  // Said once both airports are chosen, not over an empty field's own message.
  z.refine(
    (search) =>
      !isAirportCode(search.from) || !isAirportCode(search.to) || isServedRoute(search.from, search.to),
    {
      path: ['to'],
      message: `${LOW_COST_AIRLINE.name} does not fly this route.`,
    },
  ),
  z.refine((search) => search.returnDate === undefined || search.returnDate >= search.date, {
    path: ['returnDate'],
    message: 'The return cannot be before the departure.',
  }),
);

export type LowCostSearch = z.output<typeof lowCostSearchSchema>;

const optionalText = droppedWhenInvalid(z.string());
const optionalCount = droppedWhenInvalid(passengerCountSchema);

/**
 * The search params of the form's page: a search to start from (coming back from its results), each
 * field optional and a bad one dropped, so that a search whose answer failed is found again as it was.
 */
export const lowCostSearchPrefillSchema = z.object({
  from: optionalText,
  to: optionalText,
  date: optionalText,
  returnDate: optionalText,
  adt: optionalCount,
  cnn: optionalCount,
  inf: optionalCount,
});

/** A search to start the form from (`lowCostSearchPrefillSchema`). */
export type LowCostSearchPrefill = z.output<typeof lowCostSearchPrefillSchema>;

/** A flight and bundle the agent picked in the results. */
export const chosenFlightSchema = z.object({
  /** `R9 1060`. */
  flightNumber: z.string().check(z.regex(/^[A-Z0-9]{2} \d{3,4}$/, 'Not a flight of the airline')),
  /** Local departure, YYYY-MM-DDTHH:mm. */
  departure: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Not a departure time')),
  bundle: z.enum(FARE_BUNDLE_CODES),
});
export type ChosenFlight = z.output<typeof chosenFlightSchema>;

/**
 * The results page's search: the search, and on a return, once the outbound flight is picked, that
 * flight (the page then lists the return flights).
 */
export const lowCostResultsSearchSchema = z.safeExtend(lowCostSearchSchema, {
  outbound: z.optional(chosenFlightSchema),
});
export type LowCostResultsSearch = z.output<typeof lowCostResultsSearchSchema>;

/** The booking page's search: the search and the flights picked, the return one on a return. */
export const lowCostBookingSearchSchema = z
  .safeExtend(lowCostSearchSchema, { outbound: chosenFlightSchema, inbound: z.optional(chosenFlightSchema) })
  .check(
    z.refine((search) => (search.returnDate === undefined) === (search.inbound === undefined), {
      path: ['inbound'],
      message: 'Pick a return flight for a return search.',
    }),
  );
export type LowCostBookingSearch = z.output<typeof lowCostBookingSearchSchema>;
