import type { TicketSummary } from '@comptoir/flight-domain';
import { Flex, Link, Text } from '@radix-ui/themes';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { Money } from '../../kit/Money/Money';
import { TicketStatusBadge } from '../../kit/TicketStatusBadge/TicketStatusBadge';
import { ItemList, RecordSection } from '../../kit/RecordSection/RecordSection';

export interface TicketsSectionProps {
  tickets: readonly TicketSummary[];
  /** The page of a ticket. */
  ticketHref: (ticket: TicketSummary) => string;
  /** Renders the links (pass the router's `Link`). */
  linkComponent: AppShellLinkComponent;
}

/** The reservation's electronic tickets with their status, traveler, issue date and amount. */
export function TicketsSection({ tickets, ticketHref, linkComponent: RouterLink }: TicketsSectionProps) {
  return (
    <RecordSection title="Tickets" slot="tickets-section">
      <ItemList items={tickets} empty="Not ticketed yet.">
        {(ticket) => (
          <li key={ticket.id} data-slot="ticket-summary">
            <Flex justify="between" gap="2" wrap="wrap" align="start">
              <Flex direction="column">
                <Link asChild size="2" weight="medium">
                  <RouterLink href={ticketHref(ticket)} aria-label={`Ticket ${ticket.number}`}>
                    {ticket.number}
                  </RouterLink>
                </Link>
                <Text size="1" color="gray">
                  {ticket.travelerName} · issued <DateDisplay value={ticket.issuedAt} size="1" />
                </Text>
              </Flex>
              <Flex gap="2" align="center">
                <Money centimes={ticket.total} size="2" />
                <TicketStatusBadge status={ticket.status} />
              </Flex>
            </Flex>
          </li>
        )}
      </ItemList>
    </RecordSection>
  );
}
