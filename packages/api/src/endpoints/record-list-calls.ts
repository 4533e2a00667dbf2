/**
 * The lists of reservations and tickets (SPEC §3, §7), apart from the rest of their families' tables: a
 * list page calls nothing else, and a family's table holds every call's schemas (a record's detail, its
 * workbench edits…). The families' tables take these same entries, so the lists are declared once.
 */
import {
  listQuerySchema,
  reservationSummarySchema,
  ticketListItemSchema,
  ticketListQuerySchema,
  type ListQueryInput,
  type TicketListQueryInput,
} from '@comptoir/flight-domain';
import { clientFor } from '../http/client';
import { reservationsKeys, ticketsKeys } from '../keys';
import { endpointQuery } from '../query/endpoint-query';
import { pagedListEndpoint } from './paged-list';

/** `GET /reservations`: a page of reservations for a list query. */
export const reservationsListEndpoint = pagedListEndpoint({
  base: '/reservations',
  path: '',
  query: listQuerySchema,
  item: reservationSummarySchema,
});

/** `GET /tickets`: a page of tickets for a list query, filtered by status too. */
export const ticketsListEndpoint = pagedListEndpoint({
  path: '/tickets',
  query: ticketListQuerySchema,
  item: ticketListItemSchema,
});

/** The two lists' calls (the home page's blocks send them with their first fetch). */
export const recordListsApi = clientFor({
  reservations: reservationsListEndpoint,
  tickets: ticketsListEndpoint,
});

/** A page of reservations, under the reservations' list key (`reservationsKeys.list`). */
export const reservationsListQuery = (query: ListQueryInput) =>
  endpointQuery(reservationsKeys.list(query), recordListsApi.reservations, { query });

/** A page of tickets, under the tickets' list key (`ticketsKeys.list`). */
export const ticketsListQuery = (query: TicketListQueryInput) =>
  endpointQuery(ticketsKeys.list(query), recordListsApi.tickets, { query });
