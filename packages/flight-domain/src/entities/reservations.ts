import { z } from '../zod-mini';
import { fareRuleSchema, timestampSchema } from './common';
import { amountSchema, pricingSchema } from './prices';
import { passengerTypeCodeSchema, paymentMethodSchema } from '../enumerations';
import { legSchema } from './flights';
import { locatorSchema } from '../locator-input';
import { reservationSummarySchema, ticketListItemSchema, ticketSummarySchema } from './record-lines';

export const travelerSchema = z.object({
  id: z.string(),
  passengerType: passengerTypeCodeSchema,
  title: z.optional(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.optional(z.iso.date()),
  document: z.optional(
    z.object({
      type: z.enum(['passport', 'national-id']),
      number: z.string(),
      nationality: z.string().check(z.length(2)),
      expiresOn: z.iso.date(),
    }),
  ),
});
export type Traveler = z.infer<typeof travelerSchema>;

export const contactSchema = z.object({
  id: z.string(),
  kind: z.enum(['primary', 'emergency', 'agency']),
  name: z.optional(z.string()),
  email: z.optional(z.email()),
  phone: z.optional(z.string()),
});
export type Contact = z.infer<typeof contactSchema>;

/** An OSI remark (other service information) sent to the carriers. */
export const osiRemarkSchema = z.object({
  commentID: z.string(),
  reservationCommentID: z.string(),
  carrier: z.optional(z.string()),
  text: z.string(),
});
export type OsiRemark = z.infer<typeof osiRemarkSchema>;

/** A special service request: a meal (IATA meal code) or a disability assistance SSR. */
export const specialServiceSchema = z.object({
  specialServiceID: z.string(),
  travelerId: z.string(),
  kind: z.enum(['meal', 'disability']),
  code: z.string(),
  description: z.string(),
  status: z.enum(['requested', 'confirmed', 'refused']),
});
export type SpecialService = z.infer<typeof specialServiceSchema>;

/** A paid extra (bag, priority boarding...) booked for a traveler. */
export const ancillarySchema = z.object({
  id: z.string(),
  travelerId: z.string(),
  segmentId: z.optional(z.string()),
  type: z.string(),
  description: z.string(),
  price: amountSchema,
  status: z.enum(['pending', 'confirmed']),
});
export type Ancillary = z.infer<typeof ancillarySchema>;

export const seatAssignmentSchema = z.object({
  travelerId: z.string(),
  segmentId: z.string(),
  seatCode: z.string(),
});

/** A reservation (PNR) with everything its detail page shows. */
export const reservationSchema = z.extend(reservationSummarySchema, {
  organizationId: z.string(),
  reservationIdentifier: z.string(),
  offerIdentifier: z.string(),
  productType: z.string(),
  ticketingDeadline: z.optional(timestampSchema),
  itinerary: z.array(legSchema),
  travelers: z.array(travelerSchema).check(z.minLength(1)),
  contacts: z.array(contactSchema),
  osiRemarks: z.array(osiRemarkSchema),
  specialServices: z.array(specialServiceSchema),
  ancillaries: z.array(ancillarySchema),
  seats: z.array(seatAssignmentSchema),
  pricing: pricingSchema,
  fareRules: z.array(fareRuleSchema),
  tickets: z.array(ticketSummarySchema),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const couponSchema = z.object({
  number: z.number().check(z.int(), z.gte(1)),
  segmentId: z.string(),
  flight: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.enum(['open', 'used', 'void', 'exchanged', 'refunded']),
});

/**
 * A moment of a ticket's life as the agency's balance saw it: issued, voided, refunded, exchanged. The
 * amount is what the balance moved (debits negative), when it moved.
 */
export const ticketEventSchema = z.object({
  at: timestampSchema,
  description: z.string(),
  amount: z.optional(amountSchema),
});
export type TicketEvent = z.infer<typeof ticketEventSchema>;

/** An electronic ticket with its coupons, how it was paid and its history, oldest first. */
export const ticketSchema = z.extend(ticketListItemSchema, {
  formOfPayment: paymentMethodSchema,
  history: z.array(ticketEventSchema),
  traveler: travelerSchema,
  coupons: z.array(couponSchema),
  pricing: pricingSchema,
  itinerary: z.array(legSchema),
  contacts: z.array(contactSchema),
  osiRemarks: z.array(osiRemarkSchema),
  specialServices: z.array(specialServiceSchema),
  ancillaries: z.array(ancillarySchema),
  reservationIdentifier: z.string(),
  offerIdentifier: z.string(),
  voidableUntil: z.optional(timestampSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** The answer of ticket, cancel, reprice and void: a message and the updated record. */
export const reservationActionResultSchema = z.object({
  message: z.optional(z.string()),
  reservation: reservationSchema,
});
export const ticketActionResultSchema = z.object({ message: z.optional(z.string()), ticket: ticketSchema });

/** An item of a reservation that a workbench may update (name, date of birth, document...). */
export const updatableItemSchema = z.object({
  itemId: z.string(),
  travelerId: z.string(),
  field: z.string(),
  label: z.string(),
  value: z.string(),
});
export const updatableItemsSchema = z.object({ items: z.array(updatableItemSchema) });
export type UpdatableItem = z.infer<typeof updatableItemSchema>;

/** An ancillary the carrier offers for a traveler and segment. */
export const ancillaryOfferSchema = z.object({
  id: z.string(),
  travelerId: z.string(),
  segmentId: z.string(),
  type: z.string(),
  description: z.string(),
  price: amountSchema,
});
export const ancillaryOffersSchema = z.object({ offers: z.array(ancillaryOfferSchema) });
export type AncillaryOffer = z.infer<typeof ancillaryOfferSchema>;

export const splitResultSchema = z.object({
  message: z.optional(z.string()),
  locator: locatorSchema,
  reservationId: z.string(),
});
export const priceQuoteSchema = z.object({ message: z.optional(z.string()), pricing: pricingSchema });
export const fareRulesResultSchema = z.object({ fareRules: z.array(fareRuleSchema) });
