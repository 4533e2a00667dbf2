import { ticketEditAvailability, ticketWorkbenchEdits, type Ticket } from '@comptoir/flight-domain';
import { RecordWorkbench } from '../../-components/RecordWorkbench';
import { useRecordWorkbench } from '../../-components/use-record-workbench';

/**
 * The editing area of a ticket's page (SPEC §7 Tickets): the record workbench with a reservation's
 * edits but the seats and the split, sent through the ticket calls, while the ticket is ticketed.
 */
export function TicketWorkbench({ ticket }: { ticket: Ticket }) {
  const workbench = useRecordWorkbench({ kind: 'tickets', id: ticket.id, locator: ticket.locator });
  return (
    <RecordWorkbench
      kind="tickets"
      record={{ ...ticket, travelers: [ticket.traveler] }}
      workbench={workbench}
      edits={ticketWorkbenchEdits(ticket.contentKind)}
      availability={ticketEditAvailability(ticket)}
    />
  );
}
