/**
 * The lines of the reservations' and tickets' lists (SPEC §3, §7), and a reservation's tickets as it
 * lists them: apart from the records' full schemas (`reservations.ts`), which a list page does not load.
 */
import { z } from '../zod-mini';
import { contentKindSchema, timestampSchema } from './common';
import { amountSchema } from './prices';
import { locatorSchema } from '../locator-input';

export const ticketSummarySchema = z.object({
  id: z.string(),
  number: z.string().check(z.regex(/^\d{13}$/)),
  /** Any string: an unknown status is shown as neutral, never rejected (ticket-status.ts). */
  status: z.string(),
  travelerId: z.string(),
  travelerName: z.string(),
  issuedAt: timestampSchema,
  total: amountSchema,
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const reservationStatusSchema = z.enum(['booked', 'ticketed', 'cancelled', 'partially-ticketed']);

/** A line of the reservations list. */
export const reservationSummarySchema = z.object({
  id: z.string(),
  locator: locatorSchema,
  contentKind: contentKindSchema,
  status: reservationStatusSchema,
  route: z.string(),
  departureAt: timestampSchema,
  leadTraveler: z.string(),
  travelerCount: z.number().check(z.int(), z.gte(1)),
  total: amountSchema,
  createdAt: timestampSchema,
});
export type ReservationSummary = z.infer<typeof reservationSummarySchema>;

/** A line of the tickets list. */
export const ticketListItemSchema = z.extend(ticketSummarySchema, {
  locator: locatorSchema,
  reservationId: z.string(),
  contentKind: contentKindSchema,
  route: z.string(),
});
export type TicketListItem = z.infer<typeof ticketListItemSchema>;
