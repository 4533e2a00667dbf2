import { z } from '../zod-mini';
import { contentKindSchema, fareRuleSchema, timestampSchema } from './common';
import { pricingSchema } from './prices';

/** An airline by IATA code. */
export const carrierSchema = z.object({ code: z.string().check(z.regex(/^[A-Z0-9]{2}$/)), name: z.string() });
export type Carrier = z.infer<typeof carrierSchema>;

/** One end of a flight segment. */
export const segmentEndpointSchema = z.object({
  airport: z.string().check(z.regex(/^[A-Z]{3}$/)),
  airportName: z.string(),
  city: z.string(),
  /**
   * ISO 3166-1 alpha-2 country of the airport: tells domestic from international flights. Optional in
   * what the backend may send; without it a flight counts as crossing a border.
   */
  country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
  terminal: z.optional(z.string()),
  at: timestampSchema,
});

/** One flight: a takeoff and a landing. */
export const segmentSchema = z.object({
  id: z.string(),
  carrier: carrierSchema,
  operatingCarrier: z.optional(carrierSchema),
  flightNumber: z.string(),
  departure: segmentEndpointSchema,
  arrival: segmentEndpointSchema,
  /** ISO 8601 duration, e.g. PT3H5M. */
  duration: z.string(),
  equipment: z.string(),
  cabin: z.enum(['Economy', 'PremiumEconomy', 'Business', 'First', 'PremiumFirst']),
  bookingClass: z.string(),
  fareBasis: z.optional(z.string()),
});
export type Segment = z.infer<typeof segmentSchema>;

/** One direction of a journey (outbound, return, or a multi-city leg): its segments in order. */
export const legSchema = z.object({
  segments: z.array(segmentSchema).check(z.minLength(1)),
  /** ISO duration from the first departure to the last arrival, layovers included. */
  duration: z.string(),
});
export type Leg = z.infer<typeof legSchema>;

export const baggageAllowanceSchema = z.object({
  checked: z.object({ pieces: z.number().check(z.int(), z.gte(0)), weightKg: z.optional(z.number()) }),
  carryOn: z.object({ pieces: z.number().check(z.int(), z.gte(0)), weightKg: z.optional(z.number()) }),
});
export type BaggageAllowance = z.infer<typeof baggageAllowanceSchema>;

/** A fare family (brand), e.g. "Economy Light", with what it includes. */
export const brandSchema = z.object({
  name: z.string(),
  tier: z.number().check(z.int(), z.gte(1)),
  attributes: z.array(z.string()),
});

/** One bookable product of an offer: a brand at a price (Travelport's ProductBrandOffering). */
export const productSchema = z.object({
  productId: z.string().check(z.minLength(1)),
  brand: brandSchema,
  cabin: segmentSchema.shape.cabin,
  bookingClasses: z.array(z.string()),
  baggage: baggageAllowanceSchema,
  changeable: z.boolean(),
  refundable: z.boolean(),
  seatsRemaining: z.optional(z.number().check(z.int(), z.gte(0))),
  pricing: pricingSchema,
  fareRules: z.array(fareRuleSchema),
});
export type Product = z.infer<typeof productSchema>;

/** One itinerary with its products (Travelport's CatalogOffering). */
export const flightOfferSchema = z.object({
  offerId: z.string().check(z.minLength(1)),
  /** The catalog identifier that booking and seat maps need (the offer reference's `identifier`). */
  identifier: z.string().check(z.minLength(1)),
  contentKind: contentKindSchema,
  validatingCarrier: carrierSchema,
  legs: z.array(legSchema).check(z.minLength(1)),
  products: z.array(productSchema).check(z.minLength(1)),
});
export type FlightOffer = z.infer<typeof flightOfferSchema>;

/** The answer of the three search calls. */
export const flightSearchResultSchema = z.object({
  searchId: z.string(),
  currency: z.literal('MAD'),
  offers: z.array(flightOfferSchema),
});
export type FlightSearchResult = z.infer<typeof flightSearchResultSchema>;

export const SEAT_CHARACTERISTICS = [
  'window',
  'aisle',
  'middle',
  'exit-row',
  'extra-legroom',
  'bassinet',
  'restricted',
] as const;

/** One seat of a seat map. */
export const seatSchema = z.object({
  /** Row number + column letter, e.g. 12A. */
  code: z.string().check(z.regex(/^\d{1,3}[A-K]$/)),
  column: z.string().check(z.regex(/^[A-K]$/)),
  availability: z.enum(['free', 'paid', 'occupied', 'blocked']),
  /** Present for paid seats. */
  price: z.optional(z.object({ amount: pricingSchema.shape.total.shape.total, currency: z.literal('MAD') })),
  characteristics: z.array(z.enum(SEAT_CHARACTERISTICS)),
});
export type Seat = z.infer<typeof seatSchema>;

export const seatRowSchema = z.object({
  number: z.number().check(z.int(), z.gte(1)),
  seats: z.array(seatSchema),
  exitRow: z.boolean(),
  overWing: z.boolean(),
});

/** One deck: its column layout (`null` marks an aisle) and its rows. */
export const deckSchema = z.object({
  name: z.string(),
  columns: z.array(z.nullable(z.string().check(z.regex(/^[A-K]$/)))),
  rows: z.array(seatRowSchema),
});

/** The seat map of one segment. */
export const segmentSeatMapSchema = z.object({
  segmentId: z.string(),
  flight: z.string(),
  equipment: z.string(),
  decks: z.array(deckSchema).check(z.minLength(1)),
});

export const seatMapSchema = z.object({ segments: z.array(segmentSeatMapSchema) });
export type SeatMap = z.infer<typeof seatMapSchema>;

/** The answer of a booking: the new reservation. */
export const bookingResultSchema = z.object({
  reservationId: z.string(),
  locator: z.string().check(z.regex(/^[A-Z0-9]{6}$/)),
  contentKind: contentKindSchema,
  message: z.optional(z.string()),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

/** A workbench: a session of edits to a reservation, committed or ignored as a whole. */
export const workbenchSchema = z.object({
  workbenchID: z.string(),
  locator: z.optional(z.string()),
  expiresAt: timestampSchema,
});
export type Workbench = z.infer<typeof workbenchSchema>;
