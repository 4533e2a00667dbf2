import { PAYMENT_METHODS, type PaymentMethod } from '@comptoir/flight-domain';
import { paymentMethodWords } from '@comptoir/ui/i18n';
import { m } from '@comptoir/ui/i18n/messages';
import { LoadedContent, LoadingStatus, OptionSelect, type LoadState } from '@comptoir/ui/kit';
import { Box, Button, Flex, Heading, Text } from '@radix-ui/themes';
import { Suspense } from 'react';
import type { BundlePrice, OfferSort } from '../../rules';
import { LowCostFlights } from './lazy-flights';

/** A flight as the results show it (the client's `LowFareOffer`). */
export interface LowCostResultOffer {
  readonly flightNumber: string;
  /** Local times, YYYY-MM-DDTHH:mm. */
  readonly departure: string;
  readonly arrival: string;
  readonly seatsLeft: number;
  readonly bundles: readonly BundlePrice[];
}

export interface LowCostResultsViewProps {
  /** What is listed, e.g. `Outbound: Marrakech (RAK) → Paris Orly (ORY)`. */
  routeLabel: string;
  /** The chosen day, YYYY-MM-DD. */
  date: string;
  /** The flights of the 7 days around it. */
  offers: LoadState<readonly LowCostResultOffer[]>;
  sort: OfferSort;
  onSortChange: (sort: OfferSort) => void;
  /** How the agency pays: a card adds SPEC §9's surcharge to every price shown. */
  paymentMethod: PaymentMethod;
  onPaymentMethodChange: (method: PaymentMethod) => void;
  /** Another day of the calendar strip. */
  onDateChange: (date: string) => void;
  /** A bundle of a flight picked: on to the booking (or to the return flights). */
  onChoose: (flight: LowCostResultOffer, bundle: BundlePrice['bundle']) => void;
  /** Back to the search form, the criteria kept. */
  onChangeSearch: () => void;
}

/** A payment method as the select names it, a card with the surcharge it adds to every price. */
function paymentLabel(method: PaymentMethod): string {
  if (method === 'local-bank-card') return m.lowcost_payment_local_card();
  if (method === 'international-bank-card') return m.lowcost_payment_international_card();
  return paymentMethodWords(method);
}

/**
 * The low-cost airline's results: a 7-day low-fare calendar around the chosen day, that day's flights
 * sorted by price or departure, and each bundle's price for the party in MAD (fr-FR), with the card
 * surcharge when the agency pays by card. Each bundle can be chosen; the search can be changed, its
 * criteria kept, in every state (a failed answer too).
 */
export function LowCostResultsView(props: LowCostResultsViewProps) {
  const { routeLabel, date, offers, sort, paymentMethod } = props;
  const paymentOptions = PAYMENT_METHODS.map((method) => ({ value: method, label: paymentLabel(method) }));
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="6">
            {m.lowcost_results_title()}
          </Heading>
          <Text as="p" size="2" color="gray">
            {routeLabel}
          </Text>
        </Box>
        <Button variant="soft" onClick={props.onChangeSearch}>
          {m.lowcost_change_search()}
        </Button>
      </Flex>
      <Flex>
        <OptionSelect
          value={paymentMethod}
          options={paymentOptions}
          onValueChange={(value) =>
            props.onPaymentMethodChange(PAYMENT_METHODS.find((method) => method === value) ?? 'cash')
          }
          aria-label={m.lowcost_payment_method()}
        />
      </Flex>
      <LoadedContent state={offers} loadingText={m.lowcost_searching()} slot="low-cost-results">
        {(loaded) => (
          <Suspense fallback={<LoadingStatus text={m.lowcost_searching()} slot="low-cost-results" />}>
            <LowCostFlights
              offers={loaded}
              date={date}
              sort={sort}
              onSortChange={props.onSortChange}
              paymentMethod={paymentMethod}
              onDateChange={props.onDateChange}
              onChoose={props.onChoose}
            />
          </Suspense>
        )}
      </LoadedContent>
    </Flex>
  );
}
