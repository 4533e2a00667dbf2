import { LoadedContent, type LoadState } from '@comptoir/ui/kit';
import { Flex, Heading } from '@radix-ui/themes';
import { m } from '@comptoir/ui/i18n/messages';

export interface LowCostBookingStatusProps {
  /** The airline pricing the flights again, or why it could not (with a retry). */
  state: Exclude<LoadState<never>, { status: 'success' }>;
}

/** The booking page before its form: the flights being priced again by the airline, or why not. */
export function LowCostBookingStatus({ state }: LowCostBookingStatusProps) {
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="6">
        {m.lowcost_booking_title()}
      </Heading>
      <LoadedContent state={state} loadingText={m.lowcost_booking_checking()} slot="low-cost-booking">
        {() => null}
      </LoadedContent>
    </Flex>
  );
}
