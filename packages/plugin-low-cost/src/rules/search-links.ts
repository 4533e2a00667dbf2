/**
 * The plugin's links as its route guards read them, on every page of the plugin build: each field's
 * shape only. The airline's rules over a whole search (its network, SPEC §5's passenger rules, a return
 * after the departure) are in `search.ts`, which the form and the results' and booking's loaders load.
 */
import { droppedWhenInvalid, passengerCountSchema } from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import { LOW_COST_AIRLINE } from './airline';
import { FARE_BUNDLE_CODES } from './fare-codes';

const AIRPORT_CODE = /^[A-Z]{3}$/;
const airport = (message: string) => z.string({ error: message }).check(z.regex(AIRPORT_CODE, message));

/** What a search's or a link's field says when it is wrong, as constants for the views and tests. */
export const LINK_FIELD_MESSAGES = {
  from: 'Choose a departure airport',
  to: 'Choose an arrival airport',
  date: 'Choose a departure date',
  returnDate: 'Choose a return date',
  unaccompaniedMinors: `${LOW_COST_AIRLINE.name} does not carry unaccompanied minors.`,
  flightNumber: 'Not a flight of the airline',
  departure: 'Not a departure time',
} as const;

/** A search's fields, each with its own message; `lowCostSearchSchema` adds the rules across them. */
export const lowCostSearchFields = z.object({
  from: airport(LINK_FIELD_MESSAGES.from),
  to: airport(LINK_FIELD_MESSAGES.to),
  date: z.iso.date({ error: LINK_FIELD_MESSAGES.date }),
  returnDate: z.optional(z.iso.date({ error: LINK_FIELD_MESSAGES.returnDate })),
  adt: passengerCountSchema,
  cnn: passengerCountSchema,
  inf: passengerCountSchema,
  unn: passengerCountSchema.check(z.maximum(0, LINK_FIELD_MESSAGES.unaccompaniedMinors)),
});

/** Whether a value is an airport code, as the search's fields want one. */
export const isAirportCode = (value: unknown): value is string =>
  typeof value === 'string' && AIRPORT_CODE.test(value);

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
  flightNumber: z.string().check(z.regex(/^[A-Z0-9]{2} \d{3,4}$/, LINK_FIELD_MESSAGES.flightNumber)),
  /** Local departure, YYYY-MM-DDTHH:mm. */
  departure: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, LINK_FIELD_MESSAGES.departure)),
  bundle: z.enum(FARE_BUNDLE_CODES),
});
export type ChosenFlight = z.output<typeof chosenFlightSchema>;

/**
 * The results page's link: the search, and on a return, once the outbound flight is picked, that
 * flight (the page then lists the return flights). `lowCostResultsSearchSchema` holds it to the rules.
 */
export const lowCostResultsLinkSchema = z.extend(lowCostSearchFields, {
  outbound: z.optional(chosenFlightSchema),
});

/**
 * The booking page's link: the search and the flights picked, the return one on a return.
 * `lowCostBookingSearchSchema` holds it to the rules.
 */
export const lowCostBookingLinkSchema = z.extend(lowCostSearchFields, {
  outbound: chosenFlightSchema,
  inbound: z.optional(chosenFlightSchema),
});
