import { reservationsQueries, type WorkbenchTarget } from '@comptoir/api';
import type { Reservation } from '@comptoir/flight-domain';
import { AncillariesEditor, type AncillariesEditorProps } from '@comptoir/ui/records';
import { useQuery } from '@tanstack/react-query';

interface ReservationAncillariesProps {
  reservation: Reservation;
  /** The open workbench, or `null`. */
  target: WorkbenchTarget | null;
  /** The workbench's `disabled`: while it is closed, committed or ignored nothing is asked for. */
  disabled: boolean;
  onConfirm: AncillariesEditorProps['onConfirm'];
}

/**
 * The ancillaries on offer inside the open workbench (`POST {locator}/ancillaries/{workbenchID}/list`),
 * asked for only while editing is on: a workbench being committed or ignored is not asked again when its
 * keys are invalidated.
 */
export function ReservationAncillaries({
  reservation,
  target,
  disabled,
  onConfirm,
}: ReservationAncillariesProps) {
  const offers = useQuery({
    ...reservationsQueries.ancillaries(target ?? { locator: reservation.locator, workbenchID: '' }),
    enabled: target !== null && !disabled,
  });
  return (
    <AncillariesEditor
      offers={offers.data?.offers ?? []}
      loading={offers.isLoading}
      error={offers.error?.message}
      travelers={reservation.travelers}
      itinerary={reservation.itinerary}
      disabled={disabled}
      onConfirm={onConfirm}
    />
  );
}
