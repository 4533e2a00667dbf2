import { formatDateTime, formatMoney, type Centimes } from '@comptoir/flight-domain';
import { Card, Heading, Text } from '@radix-ui/themes';

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
          {result.status === 'paid' ? 'Booking confirmed' : 'Booking held'}
        </Heading>
        <Text as="p" size="3">
          Booking reference{' '}
          <Text weight="bold" data-slot="booking-reference">
            {result.reference}
          </Text>
        </Text>
        <Text as="p" size="2" color="gray">
          {result.status === 'paid'
            ? `Paid from the balance: ${formatMoney(result.total)}.`
            : `Unpaid, ${formatMoney(result.total)}: held until ${formatDateTime(result.timeLimit ?? '')}, then released by the airline.`}
        </Text>
      </section>
    </Card>
  );
}
