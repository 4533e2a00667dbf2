import { ticketStatusTone } from '@comptoir/flight-domain';
import type { BadgeProps } from '@radix-ui/themes';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { ticketStatusWords } from '../../i18n/status-labels';

export interface TicketStatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  /** The ticket's status as the backend sends it, in any case; any other status is labelled alike. */
  status: string | null | undefined;
}

/**
 * A ticket's status with the tone of SPEC §4: ticketed success, cancelled warning, voided error, pending
 * and any unknown status neutral; every status labelled the same way (`ticketStatusLabel`: `Exchanged`).
 *
 * @example
 * <TicketStatusBadge status="voided" />
 */
export function TicketStatusBadge({ status, ...props }: TicketStatusBadgeProps) {
  const label = ticketStatusWords(status);
  return (
    <StatusBadge data-slot="ticket-status-badge" tone={ticketStatusTone(status)} {...props}>
      {label}
    </StatusBadge>
  );
}
