/**
 * Ticket story fixtures from the sandbox's story scenario (`sandboxRecords`, with its clock at
 * 2026-11-20T09:30Z): the GDS reservation's first adult ticket, its exchange eligibility and exchange
 * search; the child's ticket, voided; an NDC round trip's ticket. Each is the wire answer of its call,
 * decoded by flight-domain's schema as the app decodes it.
 */
import { exchangeEligibilitySchema, exchangeSearchResultSchema, ticketSchema } from '@comptoir/flight-domain';
import { STORY_CLOCK } from '@comptoir/mock-backend';
import { sandboxRecords } from '../../kit/story-helpers/record-fixtures';

/** The sandbox clock of the scenario: inside the void window of the tickets issued then. */
export const TICKETS_CAPTURED_AT = STORY_CLOCK;

/** The morning after: the void window (until the end of the day of issue) has closed. */
export const DAY_AFTER_CAPTURE = Date.parse('2026-11-21T08:00:00Z');

/** A ticketed GDS ticket (`GET /tickets/{id}`). */
export const gdsTicket = ticketSchema.parse(sandboxRecords.gdsTicket);

/** A voided GDS ticket of the same reservation (`GET /tickets/{id}` once voided). */
export const voidedGdsTicket = ticketSchema.parse(sandboxRecords.voidedGdsTicket);

/** A ticketed NDC ticket (`GET /tickets/{id}`). */
export const ndcTicket = ticketSchema.parse(sandboxRecords.ndcTicket);

/** `GET /exchange/gds/eligibility/{id}` of the ticketed GDS ticket. */
export const gdsTicketEligibility = exchangeEligibilitySchema.parse(sandboxRecords.gdsTicketEligibility);

/** `GET /exchange/gds/eligibility/{id}` of the voided one. */
export const voidedTicketEligibility = exchangeEligibilitySchema.parse(
  sandboxRecords.voidedTicketEligibility,
);

/** `POST /exchange/gds/search/ticket/{id}`: the same flights on later days. */
export const gdsExchangeOffers = exchangeSearchResultSchema.parse(sandboxRecords.gdsExchangeOffers).offers;
