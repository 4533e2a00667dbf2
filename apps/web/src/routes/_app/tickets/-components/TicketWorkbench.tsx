import type { RecordWorkbenchSession } from '@comptoir/api';
import { ticketEditAvailability, ticketWorkbenchEdits, type Ticket } from '@comptoir/flight-domain';
import { ticketRefusalWords, verdictInWords } from '@comptoir/ui/records';
import { RecordWorkbench } from '../../-components/RecordWorkbench';

/**
 * The editing area of a ticket's page (SPEC §7 Tickets): the record workbench with a reservation's
 * edits but the seats and the split, sent through the ticket calls, while the ticket is ticketed. The
 * page holds the workbench session, which the GDS exchange also stages its change in.
 */
export function TicketWorkbench({
  ticket,
  workbench,
}: {
  ticket: Ticket;
  workbench: RecordWorkbenchSession;
}) {
  return (
    <RecordWorkbench
      kind="tickets"
      record={{ ...ticket, travelers: [ticket.traveler] }}
      workbench={workbench}
      edits={ticketWorkbenchEdits(ticket.contentKind)}
      availability={verdictInWords(ticketEditAvailability(ticket), ticketRefusalWords)}
    />
  );
}
