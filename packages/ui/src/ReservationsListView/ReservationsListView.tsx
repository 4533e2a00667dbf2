import type { ReservationSummary } from '@comptoir/flight-domain';
import { PagedDataTable, type PagedListViewProps } from '../DataTable/PagedDataTable';
import { ListViewFrame } from '../DataTable/ListViewFrame';
import { reservationColumns } from './reservation-columns';

/** The page of `GET /reservations` and the callbacks of /reservations (`onOpen` goes to the reservation's page). */
export type ReservationsListViewProps = PagedListViewProps<ReservationSummary>;

/**
 * /reservations: the organization's reservations, newest first, a page at a time, searchable by locator
 * or passenger name; each row opens its reservation. Loading, empty and failed states come as `state`.
 *
 * @example
 * <ReservationsListView state={{ status: 'success', page }} query={search}
 *   onQueryChange={(next) => navigate({ search: next })}
 *   onOpen={(r) => navigate({ to: reservationDetailPath(r.id, r.contentKind) })} />
 */
export function ReservationsListView({ onOpen, ...list }: ReservationsListViewProps) {
  return (
    <ListViewFrame title="Reservations" slot="reservations-list-view">
      <PagedDataTable
        {...list}
        label="Reservations"
        columns={reservationColumns}
        getRowId={(reservation) => reservation.id}
        searchPlaceholder="Locator or passenger name"
        onRowActivate={onOpen}
      />
    </ListViewFrame>
  );
}
