import type { Ticket } from '@comptoir/flight-domain';
import { m } from '../../i18n/paraglide/messages.js';
import type { RecordActionConfirmation } from '../RecordSections/use-record-action';

/**
 * What voiding a ticket asks before it runs: fetched with the first press (`TicketDetailView`), as the
 * dialog is, not with the page.
 */
export const voidConfirmation = (ticket: Ticket): RecordActionConfirmation => ({
  title: m.ticket_void_confirm_title({ number: ticket.number }),
  description: m.ticket_void_confirm_description({ traveler: ticket.travelerName, route: ticket.route }),
  confirmLabel: m.ticket_void(),
  cancelLabel: m.ticket_keep(),
});
