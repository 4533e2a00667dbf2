import {
  exchangeQueries,
  useCommitWorkbench,
  useExchangeSearch,
  useInitiateWorkbench,
  useModifyOffer,
} from '@comptoir/api';
import type { Ticket } from '@comptoir/flight-domain';
import { TicketExchange } from '@comptoir/ui/records';
import { useQueryClient } from '@tanstack/react-query';

/**
 * The GDS exchange of a ticket (SPEC §7 Exchange): its eligibility asked afresh, new offers searched,
 * and the chosen one applied inside a workbench opened for the ticket's locator, then committed.
 */
export function TicketExchangeSteps({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const queryClient = useQueryClient();
  const search = useExchangeSearch();
  const initiate = useInitiateWorkbench();
  const modify = useModifyOffer();
  const commit = useCommitWorkbench('tickets');
  return (
    <TicketExchange
      ticket={ticket}
      onCheckEligibility={() =>
        queryClient.query({ ...exchangeQueries.eligibility(ticket.id), staleTime: 0 })
      }
      onSearch={async () => (await search.mutateAsync({ ticketId: ticket.id })).offers}
      onModifyOffer={async (body) => {
        const { workbenchID } = await initiate.mutateAsync({ locator: ticket.locator });
        await modify.mutateAsync({ locator: ticket.locator, workbenchId: workbenchID, body });
        await commit.mutateAsync({ workbenchID, recordId: ticket.id });
      }}
      onClose={onClose}
    />
  );
}
