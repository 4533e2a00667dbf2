/**
 * A reservation's and a ticket's detail (SPEC §7 `GET /reservations/{id}`, `GET /tickets/{id}`), apart
 * from the rest of their families' tables: a record's page reads only its detail to paint, and a family's
 * table holds every call's schemas (its workbench edits' bodies, its actions' answers). The page's writes
 * load their family's client with the first one (`record-writes.ts`); the families' tables take these same
 * entries, so the details are declared once.
 */
import { reservationSchema, ticketSchema } from '@comptoir/flight-domain';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { reservationsKeys, ticketsKeys } from '../keys';
import { endpointQuery } from '../query/endpoint-query';

/** `GET /reservations/{id}`: one reservation. */
export const reservationDetailEndpoint = endpoint({
  method: 'GET',
  base: '/reservations',
  path: '/{id}',
  response: reservationSchema,
});

/** `GET /tickets/{id}`: one ticket. */
export const ticketDetailEndpoint = endpoint({
  method: 'GET',
  base: '/tickets',
  path: '/{id}',
  response: ticketSchema,
});

const recordDetailsApi = clientFor({ reservation: reservationDetailEndpoint, ticket: ticketDetailEndpoint });

/** A reservation, under its detail key (`reservationsKeys.detail`). */
export const reservationDetailQuery = (id: string) =>
  endpointQuery(reservationsKeys.detail(id), recordDetailsApi.reservation, { path: { id } });

/** A ticket, under its detail key (`ticketsKeys.detail`). */
export const ticketDetailQuery = (id: string) =>
  endpointQuery(ticketsKeys.detail(id), recordDetailsApi.ticket, { path: { id } });
