import type { TicketActionRefusal } from '@comptoir/flight-domain';
import { m } from '../../i18n/paraglide/messages.js';
import { ticketStatusWords } from '../../i18n/status-labels';

/**
 * Why a ticket's action is refused (flight-domain's `ticketActionAvailability`), in the interface's
 * language, the status in its words.
 *
 * @example
 * ticketRefusalWords({ kind: 'void-window-closed', number: '1192400000001' })
 * // 'Ticket 1192400000001 can no longer be voided: its void window has closed.'
 */
export function ticketRefusalWords(refusal: TicketActionRefusal): string {
  switch (refusal.kind) {
    case 'ticket-not-ticketed':
      return m.ticket_refusal({
        kind: refusal.action,
        number: refusal.number,
        status: ticketStatusWords(refusal.status).toLowerCase(),
      });
    case 'void-window-closed':
      return m.ticket_refusal({ kind: 'window', number: refusal.number, status: '' });
    case 'ndc-exchange':
      return m.ticket_refusal({ kind: refusal.kind, number: '', status: '' });
  }
}
