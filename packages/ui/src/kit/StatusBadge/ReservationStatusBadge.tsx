import type { BadgeTone, ReservationSummary } from '@comptoir/flight-domain';
import type { BadgeProps } from '@radix-ui/themes';
import { StatusBadge } from './StatusBadge';

type ReservationStatus = ReservationSummary['status'];

const RESERVATION_STATUS_TONES = {
  booked: 'neutral',
  ticketed: 'success',
  'partially-ticketed': 'warning',
  cancelled: 'error',
} as const satisfies Record<ReservationStatus, BadgeTone>;

const RESERVATION_STATUS_LABELS = {
  booked: 'Booked',
  ticketed: 'Ticketed',
  'partially-ticketed': 'Partially ticketed',
  cancelled: 'Cancelled',
} as const satisfies Record<ReservationStatus, string>;

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
      {RESERVATION_STATUS_LABELS[status]}
    </StatusBadge>
  );
}
