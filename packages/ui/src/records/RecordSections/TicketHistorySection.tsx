import type { TicketEvent } from '@comptoir/flight-domain';
import { Flex, Text } from '@radix-ui/themes';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { Money } from '../../kit/Money/Money';
import { EmptyNote, RecordSection } from '../../kit/RecordSection/RecordSection';
import { m } from '../../i18n/paraglide/messages.js';

export interface TicketHistorySectionProps {
  /** The ticket's events, oldest first: issued, voided, refunded, exchanged. */
  history: readonly TicketEvent[];
}

/** What happened to a ticket and what each step moved on the agency's balance (debits negative). */
export function TicketHistorySection({ history }: TicketHistorySectionProps) {
  return (
    <RecordSection title={m.ticket_history()} slot="ticket-history-section">
      {history.length === 0 ? (
        <EmptyNote>{m.ticket_no_history()}</EmptyNote>
      ) : (
        <ol className="m-0 flex list-none flex-col gap-2 p-0">
          {history.map((event) => (
            <li key={`${event.at} ${event.description}`} data-slot="ticket-event">
              <Flex justify="between" align="baseline" gap="2" wrap="wrap">
                <Flex direction="column">
                  <Text size="2">{event.description}</Text>
                  <DateDisplay value={event.at} format="dateTime" size="1" color="gray" />
                </Flex>
                {event.amount === undefined ? null : (
                  <Money
                    centimes={event.amount}
                    size="2"
                    {...(event.amount > 0 ? { color: 'green' as const } : {})}
                  />
                )}
              </Flex>
            </li>
          ))}
        </ol>
      )}
    </RecordSection>
  );
}
