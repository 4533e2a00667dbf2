import type { TicketSummary } from '@comptoir/flight-domain';
import { Flex, Link, Text } from '@radix-ui/themes';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { Money } from '../../kit/Money/Money';
import { TicketStatusBadge } from '../../kit/TicketStatusBadge/TicketStatusBadge';
import { ItemList, RecordSection } from '../../kit/RecordSection/RecordSection';
import { m } from '../../i18n/paraglide/messages.js';

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
    <RecordSection title={m.reservation_tickets()} slot="tickets-section">
      <ItemList items={tickets} empty={m.reservation_not_ticketed()}>
        {(ticket) => (
          <li key={ticket.id} data-slot="ticket-summary">
            <Flex justify="between" gap="2" wrap="wrap" align="start">
              <Flex direction="column">
                <Link asChild size="2" weight="medium">
                  <RouterLink
                    href={ticketHref(ticket)}
                    aria-label={m.ticket_title({ number: ticket.number })}
                  >
                    {ticket.number}
                  </RouterLink>
                </Link>
                <Text size="1" color="gray">
                  {ticket.travelerName}
                  {` · ${m.reservation_ticket_issued()} `}
                  <DateDisplay value={ticket.issuedAt} size="1" />
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
