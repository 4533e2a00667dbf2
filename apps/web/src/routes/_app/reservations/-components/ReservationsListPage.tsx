import { reservationsListQuery } from '@comptoir/api';
import { reservationDetailPath } from '@comptoir/flight-domain';
import { ReservationsListView } from '@comptoir/ui/records';
import { createListPages } from '../../-components/list-pages';

/** /reservations: the list's page, pending and error components (`createListPages`). */
export const reservationsListPages = createListPages({
  from: '/reservations/',
  View: ReservationsListView,
  list: reservationsListQuery,
  detailPath: (reservation) => reservationDetailPath(reservation.id, reservation.contentKind),
});
