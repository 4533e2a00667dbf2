import type { BadgeTone, ReservationSummary } from '@comptoir/flight-domain';
import type { BadgeProps } from '@radix-ui/themes';
import { StatusBadge } from './StatusBadge';

type ReservationStatus = ReservationSummary['status'];

/** How each reservation status reads: its badge's tone and its words. */
const RESERVATION_STATUS_LOOK = {
  booked: { tone: 'neutral', label: 'Booked' },
  ticketed: { tone: 'success', label: 'Ticketed' },
  'partially-ticketed': { tone: 'warning', label: 'Partially ticketed' },
  cancelled: { tone: 'error', label: 'Cancelled' },
} as const satisfies Record<ReservationStatus, { tone: BadgeTone; label: string }>;

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
  const { tone, label } = RESERVATION_STATUS_LOOK[status];
  return (
    <StatusBadge data-slot="reservation-status-badge" data-status={status} tone={tone} {...props}>
      {label}
    </StatusBadge>
  );
}
