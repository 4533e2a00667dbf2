/**
 * The agency backend's calls for the airline's support (README "Support and XML support"): the XML
 * messages it kept of every exchange with the airline, the support requests it relays to the airline's
 * desk, and the organization's held bookings (the low-cost holds queue: each assigned to a member and
 * handled as the agency's queues' items). Declared once: the client, its query options and the simulated
 * airline's handlers derive from this table. No HTTP client here, so the sandbox (Node) imports it too.
 */
import { endpoint } from '@comptoir/api/endpoints';
import { messageResponseSchema, pageSchema } from '@comptoir/flight-domain';
import {
  queueAssignBodySchema,
  queueAssigneeSchema,
  queueListQuerySchema,
} from '@comptoir/flight-domain/queues';
import { z } from 'zod/mini';
import {
  bookingReferenceSchema,
  SUPPORT_CATEGORIES,
  SUPPORT_STATUSES,
  supportRequestDraftSchema,
} from '../rules';

/** The XML messages' page size: the default, and the most one page may hold. */
export const XML_EXCHANGE_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

/** Which messages to list: by booking reference, by day (UTC), by text anywhere in them; paged. */
export const xmlExchangeQuerySchema = z.object({
  reference: z.optional(bookingReferenceSchema),
  date: z.optional(z.iso.date('A day as YYYY-MM-DD.')),
  search: z.optional(z.string().check(z.trim(), z.minLength(1))),
  page: z._default(z.number().check(z.int(), z.gte(1)), 1),
  limit: z._default(
    z.number().check(z.int(), z.gte(1), z.lte(XML_EXCHANGE_PAGE.maxLimit)),
    XML_EXCHANGE_PAGE.defaultLimit,
  ),
});
export type XmlExchangeQuery = z.input<typeof xmlExchangeQuerySchema>;

const xmlExchangeSummaryShape = {
  id: z.string(),
  /** The request's root element, e.g. `OTA_AirBookRQ`. */
  message: z.string(),
  echoToken: z.string(),
  bookingReference: z.nullable(z.string()),
  requestedAt: z.iso.datetime(),
  durationMs: z.number().check(z.int(), z.gte(0)),
  status: z.enum(['success', 'error']),
};

/** One exchange in a list: what, when, how long, whether the airline accepted it. */
export const xmlExchangeSummarySchema = z.object(xmlExchangeSummaryShape);
export type XmlExchangeSummary = z.infer<typeof xmlExchangeSummarySchema>;

/** One exchange in full: the request as sent and the answer as received. */
export const xmlExchangeSchema = z.object({
  ...xmlExchangeSummaryShape,
  request: z.string(),
  response: z.string(),
});
export type XmlExchangeDetail = z.infer<typeof xmlExchangeSchema>;

const xmlExchangePageSchema = z.object({
  items: z.array(xmlExchangeSummarySchema),
  total: z.number().check(z.int(), z.gte(0)),
  page: z.number().check(z.int(), z.gte(1)),
  limit: z.number().check(z.int(), z.gte(1)),
});
export type XmlExchangePage = z.infer<typeof xmlExchangePageSchema>;

/** A support request on a booking, as the airline's desk handles it. */
export const supportRequestSchema = z.object({
  id: z.string(),
  bookingReference: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  subject: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  openedAt: z.iso.datetime(),
  /** The agent who opened it. */
  openedBy: z.string(),
  /** The desk's reply, once answered. */
  answer: z.nullable(z.object({ text: z.string(), answeredAt: z.iso.datetime() })),
  closedAt: z.nullable(z.iso.datetime()),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/**
 * A booking the airline holds unpaid until its time limit, or held until it expired (`expired`: the
 * airline released it and its seats, `release` says so).
 */
export const lowCostHoldSchema = z.object({
  /** The booking reference, which keys the row. */
  id: z.string(),
  reference: bookingReferenceSchema,
  status: z.enum(['held', 'expired']),
  /** The first traveller's name, as booked: `Amina Alaoui`. */
  leadTraveller: z.string(),
  travellers: z.number().check(z.int(), z.gte(1)),
  /** The first flight: `R9 1060`, `CMN → ORY`, and its local departure (`2026-12-18T07:15`). */
  flightNumber: z.string(),
  route: z.string(),
  departure: z.string(),
  /** What paying the hold costs, in centimes of MAD. */
  total: z.number().check(z.int(), z.gte(0)),
  heldAt: z.iso.datetime(),
  /** The time limit: the airline releases the booking then. */
  expiresAt: z.iso.datetime(),
  release: z.optional(z.string()),
  /** The member working on it, as an agency queue's item. */
  assignee: z.nullable(queueAssigneeSchema),
});

export const lowCostSupportEndpoints = {
  holds: endpoint({
    method: 'GET',
    path: '/low-cost/holds',
    query: queueListQuerySchema,
    response: pageSchema(lowCostHoldSchema),
  }),
  assignHold: endpoint({
    method: 'PUT',
    path: '/low-cost/holds/{id}/assignee',
    body: queueAssignBodySchema,
    response: messageResponseSchema,
  }),
  /** The agent is done with a hold: one still held is released now; it leaves the queue. */
  handleHold: endpoint({
    method: 'POST',
    path: '/low-cost/holds/{id}/handled',
    response: messageResponseSchema,
  }),
  xmlExchanges: endpoint({
    method: 'GET',
    path: '/low-cost/xml-messages',
    query: xmlExchangeQuerySchema,
    response: xmlExchangePageSchema,
  }),
  xmlExchange: endpoint({ method: 'GET', path: '/low-cost/xml-messages/{id}', response: xmlExchangeSchema }),
  supportRequests: endpoint({
    method: 'GET',
    path: '/low-cost/support-requests',
    response: z.array(supportRequestSchema),
  }),
  supportRequest: endpoint({
    method: 'GET',
    path: '/low-cost/support-requests/{id}',
    response: supportRequestSchema,
  }),
  openSupportRequest: endpoint({
    method: 'POST',
    path: '/low-cost/support-requests',
    body: supportRequestDraftSchema,
    response: supportRequestSchema,
  }),
  closeSupportRequest: endpoint({
    method: 'POST',
    path: '/low-cost/support-requests/{id}/close',
    response: supportRequestSchema,
  }),
};
