import { recordEdits, reservationsQueries, type RecordWorkbenchSession } from '@comptoir/api';
import type { Reservation } from '@comptoir/flight-domain';
import { SeatsEditor } from '@comptoir/ui/records';
import { m } from '@comptoir/ui/i18n/messages';
import { useQuery } from '@tanstack/react-query';
import { queryState } from '../../../../queries/query-state';

export interface ReservationSeatsProps {
  reservation: Reservation;
  workbench: RecordWorkbenchSession;
  /** The workbench's `disabled`: true while no workbench is open or while it is being committed or ignored. */
  disabled: boolean;
}

/**
 * A reservation's seats editor: its seat map (loaded, or failed with its retry, within the seats
 * section) and the seats confirmed in the workbench. A chunk of its own, fetched with the other editors
 * once the page has painted, the seat map's call with it.
 */
export default function ReservationSeats({ reservation, workbench, disabled }: ReservationSeatsProps) {
  const seatMap = useQuery(
    reservationsQueries.seatMap(reservation.reservationIdentifier, reservation.offerIdentifier),
  );
  return (
    <SeatsEditor
      seatMap={queryState(seatMap)}
      travelers={reservation.travelers}
      seats={reservation.seats}
      disabled={disabled}
      onConfirm={(data) =>
        workbench.stage(
          m.workbench_change_seats({ seats: data.map((seat) => seat.seatCode).join(', ') }),
          recordEdits('reservations').confirmSeats(data),
        )
      }
    />
  );
}
