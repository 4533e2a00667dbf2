/** The command bar's record search: the reservations' and tickets' lists searched for what was typed. */
import { loadOnce, type ReservationSummary, type TicketListItem } from '@comptoir/flight-domain';
import type { QueryClient } from '@tanstack/react-query';

// The command bar is on every page and searched on few: the two lists' tables and schemas come at the
// first search, not with the shell.
const loadRecordLists = loadOnce(() => import('./record-lists'));

/**
 * The records whose locator, ticket number, route or traveler matches `text`, first page of each list
 * (`GET /reservations` and `GET /tickets` with `search`), through the lists' own query options so that
 * a list page opened next finds them cached. A failure rejects (the query cache's toast reports it too).
 *
 * @example
 * const { reservations, tickets } = await findRecords(queryClient, 'RWBAUM');
 */
export async function findRecords(
  queryClient: QueryClient,
  text: string,
): Promise<{ reservations: ReservationSummary[]; tickets: TicketListItem[] }> {
  return (await loadRecordLists()).searchRecordLists(queryClient, text);
}
