import { useRecordWorkbench } from '@comptoir/api';
import { reservationEditAvailability, workbenchEdits, type Reservation } from '@comptoir/flight-domain';
import { reservationRefusalWords, verdictInWords } from '@comptoir/ui/records';
import { lazy } from 'react';
import { RecordWorkbench } from '../../-components/RecordWorkbench';

/** The seats editor: fetched with the other editors once the page has painted, not part of its first load. */
const ReservationSeats = lazy(() => import('./ReservationSeats'));

/**
 * The editing area of a reservation's page: the record workbench with the edits the reservation's
 * content allows (`workbenchEdits`), its seats confirmed on the seat map (`ReservationSeats`).
 */
export function ReservationWorkbench({ reservation }: { reservation: Reservation }) {
  const workbench = useRecordWorkbench({
    kind: 'reservations',
    id: reservation.id,
    locator: reservation.locator,
  });
  return (
    <RecordWorkbench
      kind="reservations"
      record={reservation}
      workbench={workbench}
      edits={workbenchEdits(reservation.contentKind)}
      availability={verdictInWords(reservationEditAvailability(reservation), reservationRefusalWords)}
      pricing={reservation.pricing}
      seats={(disabled) => (
        <ReservationSeats reservation={reservation} workbench={workbench} disabled={disabled} />
      )}
    />
  );
}
