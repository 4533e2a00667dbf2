import { reservationDetailPath, type ReservationSummary } from '@comptoir/flight-domain';
import { createListView } from '../../kit/DataTable/create-list-view';
import type { PagedListViewProps } from '../../kit/DataTable/PagedDataTable';
import { reservationColumns } from './reservation-columns';
import { m } from '../../i18n/paraglide/messages.js';

/** The page of `GET /reservations` and the callbacks of /reservations. */
export type ReservationsListViewProps = PagedListViewProps<ReservationSummary>;

/**
 * /reservations: the organization's reservations, newest first, a page at a time, searchable by locator
 * or passenger name. Loading, empty and failed states come as `state`. Each locator is a link to
 * `reservationDetailPath(id, contentKind)` (`/reservations/{id}/gds` or `/ndc`, through `linkComponent`);
 * `onOpen` gets the reservation a click elsewhere on its row opens. Below 768 px each row is a card:
 * locator and status, passengers, itinerary, departure and content, total.
 *
 * @example
 * <ReservationsListView state={{ status: 'success', page }} query={search}
 *   onQueryChange={(next) => navigate({ search: next })}
 *   onOpen={(r) => navigate({ to: reservationDetailPath(r.id, r.contentKind) })} />
 */
export const ReservationsListView = createListView<ReservationSummary>({
  title: m.reservations_title,
  slot: 'reservations-list-view',
  columns: reservationColumns,
  rowHref: (reservation) => reservationDetailPath(reservation.id, reservation.contentKind),
  card: {
    badge: 'status',
    amount: 'total',
    lines: [['passengers'], ['route', 'departureAt', 'contentKind']],
  },
  wrapColumns: ['passengers', 'route'],
  searchPlaceholder: m.reservations_search_placeholder,
});
