import type { Ticket } from '@comptoir/flight-domain';
import type { RecordActionConfirmation } from '../RecordSections/use-record-action';

/**
 * What voiding a ticket asks before it runs: fetched with the first press (`TicketDetailView`), as the
 * dialog is, not with the page.
 */
export const voidConfirmation = (ticket: Ticket): RecordActionConfirmation => ({
  title: `Void ticket ${ticket.number}`,
  description: `${ticket.travelerName}, ${ticket.route}. The coupons are cancelled and the ticket's amount is refunded to the agency balance. This cannot be undone.`,
  confirmLabel: 'Void ticket',
  cancelLabel: 'Keep ticket',
});
