import { recordEdits, reservationsQueries, useRecordWorkbench } from '@comptoir/api';
import { reservationEditAvailability, workbenchEdits, type Reservation } from '@comptoir/flight-domain';
import { SeatsEditor } from '@comptoir/ui/records';
import { useQuery } from '@tanstack/react-query';
import { queryState } from '../../../../queries/query-state';
import { RecordWorkbench } from '../../-components/RecordWorkbench';

/**
 * The editing area of a reservation's page: the record workbench with the edits the reservation's
 * content allows (`workbenchEdits`), its seats confirmed on the seat map (loaded, or failed with its retry,
 * within the seats section).
 */
export function ReservationWorkbench({ reservation }: { reservation: Reservation }) {
  const workbench = useRecordWorkbench({
    kind: 'reservations',
    id: reservation.id,
    locator: reservation.locator,
  });
  const seatMap = useQuery(
    reservationsQueries.seatMap(reservation.reservationIdentifier, reservation.offerIdentifier),
  );
  return (
    <RecordWorkbench
      kind="reservations"
      record={reservation}
      workbench={workbench}
      edits={workbenchEdits(reservation.contentKind)}
      availability={reservationEditAvailability(reservation)}
      pricing={reservation.pricing}
      seats={(disabled) => (
        <SeatsEditor
          seatMap={queryState(seatMap)}
          travelers={reservation.travelers}
          seats={reservation.seats}
          disabled={disabled}
          onConfirm={(data) =>
            workbench.stage(
              `Seats ${data.map((seat) => seat.seatCode).join(', ')}`,
              recordEdits('reservations').confirmSeats(data),
            )
          }
        />
      )}
    />
  );
}
