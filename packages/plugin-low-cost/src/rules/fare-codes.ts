/**
 * Argana Air's fare bundle codes and passenger types, apart from the prices (`fares.ts`): the search
 * schemas that route guards parse with need them, and so every page of the plugin build loads them.
 */

/**
 * The bundle codes, cheapest first, as the XML messages carry them (a search answer's `FareFamily`, a
 * seat map request's `FareBasisCode`).
 */
export const FARE_BUNDLE_CODES = ['BASIC', 'VALUE', 'FLEX'] as const;
export type FareBundleCode = (typeof FARE_BUNDLE_CODES)[number];

/**
 * The booking class each bundle is sold in, as a booking request's flight carries it (OpenTravel's
 * `FlightSegment/@ResBookDesigCode`, one or two capital letters).
 */
export const BUNDLE_BOOKING_CLASSES = { BASIC: 'O', VALUE: 'M', FLEX: 'Y' } as const satisfies Record<
  FareBundleCode,
  string
>;

/** The passenger types the airline prices (SPEC §3 codes): adult, child (2–11), infant on a lap (under 2). */
export const LOW_COST_PASSENGER_TYPES = ['ADT', 'CNN', 'INF'] as const;
export type LowCostPassengerType = (typeof LOW_COST_PASSENGER_TYPES)[number];

/** How many passengers of each type travel. */
export type PassengerCounts = Readonly<Record<LowCostPassengerType, number>>;
