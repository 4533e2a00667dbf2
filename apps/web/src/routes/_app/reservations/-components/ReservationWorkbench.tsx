import { reservationsApi, reservationsQueries } from '@comptoir/api';
import { reservationEditAvailability, workbenchEdits, type Reservation } from '@comptoir/flight-domain';
import { SeatsEditor } from '@comptoir/ui/records';
import { useSuspenseQuery } from '@tanstack/react-query';
import { RecordWorkbench } from '../../-components/RecordWorkbench';
import { useRecordWorkbench } from '../../-components/use-record-workbench';

/**
 * The editing area of a reservation's page: the record workbench with the edits the reservation's
 * content allows (`workbenchEdits`), its seats confirmed on the seat map.
 */
export function ReservationWorkbench({ reservation }: { reservation: Reservation }) {
  const workbench = useRecordWorkbench({
    kind: 'reservations',
    id: reservation.id,
    locator: reservation.locator,
  });
  const seatMap = useSuspenseQuery(
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
          seatMap={seatMap.data}
          travelers={reservation.travelers}
          seats={reservation.seats}
          disabled={disabled}
          onConfirm={(data) =>
            workbench.stage(`Seats ${data.map((seat) => seat.seatCode).join(', ')}`, ({ workbenchID }) =>
              reservationsApi.confirmSeats({
                path: { workbenchID },
                body: {
                  data: data.map(({ travelerId, segmentId, seatCode }) => ({
                    travelerId,
                    segmentId,
                    seatCode,
                  })),
                },
              }),
            )
          }
        />
      )}
    />
  );
}
