import { formatDateTime, formatMoney, type Centimes } from '@comptoir/flight-domain';
import { Card, Heading, Text } from '@radix-ui/themes';
import { m } from '@comptoir/ui/i18n/messages';

/** The airline's confirmation (the client's `LowCostBookResult`). */
export interface BookingConfirmation {
  readonly reference: string;
  readonly status: 'held' | 'paid';
  readonly total: Centimes;
  readonly timeLimit: string | null;
}

/** The booking made: the airline's reference, and whether it is paid or held until its time limit. */
export function BookingConfirmationCard({ result }: { result: BookingConfirmation }) {
  return (
    <Card size="3" asChild>
      <section aria-labelledby="low-cost-confirmation">
        <Heading as="h1" size="6" mb="2" id="low-cost-confirmation">
          {result.status === 'paid' ? m.lowcost_booking_confirmed() : m.lowcost_booking_held()}
        </Heading>
        <Text as="p" size="3">
          {m.lowcost_booking_reference()}{' '}
          <Text weight="bold" data-slot="booking-reference">
            {result.reference}
          </Text>
        </Text>
        <Text as="p" size="2" color="gray">
          {result.status === 'paid'
            ? m.lowcost_paid({ amount: formatMoney(result.total) })
            : m.lowcost_held_until({
                amount: formatMoney(result.total),
                time: formatDateTime(result.timeLimit ?? ''),
              })}
        </Text>
      </section>
    </Card>
  );
}
