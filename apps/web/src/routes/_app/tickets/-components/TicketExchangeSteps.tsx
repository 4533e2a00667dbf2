import { exchangeEdit, exchangeQueries, useExchangeSearch, type RecordWorkbenchSession } from '@comptoir/api';
import { formatDateTime, type Ticket } from '@comptoir/flight-domain';
import { TicketExchange } from '@comptoir/ui/records';
import { m } from '@comptoir/ui/i18n/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useLoadLocations } from '../../../../flights/use-load-locations';

/**
 * The GDS exchange of a ticket (SPEC §7 Exchange): its eligibility asked afresh, new offers searched for
 * the route and dates chosen (airports from the location search), and the chosen one staged by modify-offer in the ticket's workbench (opened if
 * needed), where it waits in the pending list: the workbench's commit exchanges the ticket, its ignore
 * drops the exchange.
 */
export function TicketExchangeSteps({
  ticket,
  workbench,
  onClose,
}: {
  ticket: Ticket;
  workbench: RecordWorkbenchSession;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const search = useExchangeSearch();
  const loadLocations = useLoadLocations();
  return (
    <TicketExchange
      ticket={ticket}
      onCheckEligibility={() =>
        queryClient.query({ ...exchangeQueries.eligibility(ticket.id), staleTime: 0 })
      }
      onSearch={async (criteria) =>
        (await search.mutateAsync({ ticketId: ticket.id, search: criteria })).offers
      }
      loadLocations={loadLocations}
      onModifyOffer={async (body, offer) => {
        await workbench.ensureOpen();
        await workbench.stage(
          m.workbench_change_exchange({
            number: ticket.number,
            offer: offer.description,
            departure: formatDateTime(offer.departureAt),
          }),
          exchangeEdit(body),
        );
      }}
      onClose={onClose}
    />
  );
}
