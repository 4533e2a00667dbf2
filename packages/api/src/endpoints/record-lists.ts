/** The lists `findRecords` searches, fetched with it when first used. */
import type { QueryClient } from '@tanstack/react-query';
import { reservationsListQuery, ticketsListQuery } from './record-list-calls';

/** How many reservations, and how many tickets, a search shows. */
const RECORD_MATCHES_PER_KIND = 5;

/** The first page of each list for `text`, as `findRecords` answers it. */
export async function searchRecordLists(queryClient: QueryClient, text: string) {
  const query = { page: 1, limit: RECORD_MATCHES_PER_KIND, search: text };
  const [reservations, tickets] = await Promise.all([
    queryClient.query(reservationsListQuery(query)),
    queryClient.query(ticketsListQuery(query)),
  ]);
  return { reservations: reservations.items, tickets: tickets.items };
}
