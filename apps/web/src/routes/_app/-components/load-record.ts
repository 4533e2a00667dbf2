import { reservationDetailQuery, ticketDetailQuery } from '@comptoir/api';
import { reservationDetailPath, ticketDetailPath, type ContentKind } from '@comptoir/flight-domain';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { loadRecordEditors, loadWorkbenchLeaveGuard } from './record-workbench-code';

// The record pages' loaders, called from their routes' `loader` so that the router splits them off with
// the pages: the records' queries and response schemas are in no other page's first load. Each route
// groups its loader with its component (`codeSplitGroupings`), so the page code a list fetches when idle
// (`useNextPageCodeWhenIdle`) holds the loader too: a row's click sends the record's call without first
// fetching a chunk of its own (docs/decisions/0069).

/**
 * A record loaded under `kind`, or a redirect to its page under its own content kind. The workbench's
 * code the page draws after its first paint is asked for meanwhile: it comes while the call is answered.
 * A failure there is the page's to show, when it draws that part.
 */
async function underKind<T extends { contentKind: ContentKind }>(
  loading: Promise<T>,
  kind: ContentKind,
  pathOf: (kind: ContentKind) => string,
): Promise<T> {
  for (const load of [loadRecordEditors, loadWorkbenchLeaveGuard]) load().catch(() => undefined);
  const record = await loading;
  if (record.contentKind !== kind)
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design.
    throw redirect({ href: pathOf(record.contentKind), replace: true });
  return record;
}

/** /reservations/{id}/gds and /ndc: the reservation into the query cache, or to its page under its kind. */
export const loadReservation = (queryClient: QueryClient, id: string, kind: ContentKind) =>
  underKind(queryClient.query(reservationDetailQuery(id)), kind, (own) => reservationDetailPath(id, own));

/** /tickets/{id}/gds and /ndc: the ticket into the query cache, or to its page under its kind. */
export const loadTicket = (queryClient: QueryClient, id: string, kind: ContentKind) =>
  underKind(queryClient.query(ticketDetailQuery(id)), kind, (own) => ticketDetailPath(id, own));
