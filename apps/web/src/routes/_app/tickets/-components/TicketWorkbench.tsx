import { ticketEditAvailability, ticketWorkbenchEdits, type Ticket } from '@comptoir/flight-domain';
import { RecordWorkbench } from '../../-components/RecordWorkbench';
import type { useRecordWorkbench } from '../../-components/use-record-workbench';

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
  workbench: ReturnType<typeof useRecordWorkbench>;
}) {
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
