/**
 * A ticket's history as its detail answers it: its issue (the fare debited) and every movement of the
 * organization's ledger that names it (a void, a refund, an exchange to or from it), then its exchange
 * for another ticket, oldest first. The
 * sandbox issues every ticket against the agency's balance, so its form of payment is cash.
 */
import { fromCentimes, type PaymentMethod } from '@comptoir/flight-domain';
import { db } from './database';
import type { TicketRecord } from './tables';

/** How the sandbox's tickets are paid: from the agency's balance, in cash. */
export const TICKET_FORM_OF_PAYMENT: PaymentMethod = 'cash';

export function ticketHistoryWire(ticket: TicketRecord, organizationId: string) {
  const movements = db.ledger
    .filter(
      (entry) =>
        entry.organizationId === organizationId &&
        (entry.reference === ticket.number || entry.description.includes(ticket.number)),
    )
    .map((entry) => ({
      at: entry.createdAt,
      description: entry.description,
      amount: fromCentimes(entry.amount),
    }));
  const issued = {
    at: ticket.issuedAt,
    description: `Ticket ${ticket.number} issued`,
    amount: fromCentimes(-ticket.price.total),
  };
  const exchanged =
    ticket.exchangedFor === undefined
      ? []
      : [
          {
            at: ticket.exchangedFor.at,
            description: `Ticket ${ticket.number} exchanged for ${ticket.exchangedFor.number}`,
          },
        ];
  return [issued, ...movements, ...exchanged].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
