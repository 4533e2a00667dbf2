import type { BadgeTone, ReservationSummary } from '@comptoir/flight-domain';
import type { BadgeProps } from '@radix-ui/themes';
import { StatusBadge } from './StatusBadge';
import { reservationStatusWords } from '../../i18n/status-labels';

type ReservationStatus = ReservationSummary['status'];

/** The tone of each reservation status's badge; its words are `statusLabel`'s. */
const RESERVATION_STATUS_TONES = {
  booked: 'neutral',
  ticketed: 'success',
  'partially-ticketed': 'warning',
  cancelled: 'error',
} as const satisfies Record<ReservationStatus, BadgeTone>;

export interface ReservationStatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  /** The reservation's status as the backend sends it. */
  status: ReservationStatus;
}

/**
 * A reservation's status as a badge: booked neutral, ticketed success, partially ticketed warning,
 * cancelled error (the tones of the reservation page).
 *
 * @example
 * <ReservationStatusBadge status="partially-ticketed" />
 */
export function ReservationStatusBadge({ status, ...props }: ReservationStatusBadgeProps) {
  return (
    <StatusBadge
      data-slot="reservation-status-badge"
      data-status={status}
      tone={RESERVATION_STATUS_TONES[status]}
      {...props}
    >
      {reservationStatusWords(status)}
    </StatusBadge>
  );
}
