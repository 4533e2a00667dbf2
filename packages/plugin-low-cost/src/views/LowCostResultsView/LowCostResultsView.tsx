import {
  formatDate,
  formatMoney,
  formatTime,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@comptoir/flight-domain';
import { LoadedContent, OptionSelect, type LoadState } from '@comptoir/ui/kit';
import { Box, Button, Card, Flex, Heading, SegmentedControl, Text } from '@radix-ui/themes';
import {
  FARE_BUNDLES,
  lowFareCalendar,
  offersOn,
  totalWithSurcharge,
  type BundlePrice,
  type OfferSort,
} from '../../rules';

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

const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  'bank-transfer': 'Bank transfer',
  check: 'Check',
  'local-bank-card': 'Local bank card (+2.3 %)',
  'international-bank-card': 'International bank card (+3 %)',
};

const PAYMENT_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_LABELS[method] }));

const SEATS_INCLUDED = { none: 'Seats paid', standard: 'Standard seats included', any: 'Any seat included' };

function bundleIncludes(code: BundlePrice['bundle']): string[] {
  const bundle = FARE_BUNDLES[code];
  const changes =
    bundle.changeFee === null
      ? 'No changes'
      : bundle.changeFee === 0
        ? 'Free changes'
        : `Changes ${formatMoney(bundle.changeFee)}`;
  return [
    bundle.cabinBag,
    bundle.checkedBags === 0 ? 'No checked bag' : `${String(bundle.checkedBags)} checked bag`,
    SEATS_INCLUDED[bundle.freeSeats],
    changes,
    ...(bundle.refundable ? ['Refundable as a credit'] : []),
  ];
}

/**
 * The low-cost airline's results: a 7-day low-fare calendar around the chosen day, that day's flights
 * sorted by price or departure, and each bundle's price for the party in MAD (fr-FR), with the card
 * surcharge when the agency pays by card. Each bundle can be chosen; the search can be changed, its
 * criteria kept, in every state (a failed answer too).
 */
export function LowCostResultsView(props: LowCostResultsViewProps) {
  const { routeLabel, date, offers, sort, paymentMethod } = props;
  const price = (total: number) => formatMoney(totalWithSurcharge(total, paymentMethod));
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="6">
            Low-cost flights
          </Heading>
          <Text as="p" size="2" color="gray">
            {routeLabel}
          </Text>
        </Box>
        <Button variant="soft" onClick={props.onChangeSearch}>
          Change search
        </Button>
      </Flex>
      <Flex gap="3" wrap="wrap" align="center">
        <SegmentedControl.Root
          value={sort}
          aria-label="Sort by"
          onValueChange={(value) => props.onSortChange(value === 'departure' ? 'departure' : 'price')}
        >
          <SegmentedControl.Item value="price">Price</SegmentedControl.Item>
          <SegmentedControl.Item value="departure">Departure time</SegmentedControl.Item>
        </SegmentedControl.Root>
        <OptionSelect
          value={paymentMethod}
          options={PAYMENT_OPTIONS}
          onValueChange={(value) =>
            props.onPaymentMethodChange(PAYMENT_METHODS.find((method) => method === value) ?? 'cash')
          }
          aria-label="Payment method"
        />
      </Flex>
      <LoadedContent state={offers} loadingText="Searching the airline's flights…" slot="low-cost-results">
        {(loaded) => {
          const flights = offersOn(loaded, date, sort);
          return (
            <>
              <nav aria-label="Low-fare calendar">
                <Flex gap="2" wrap="wrap">
                  {lowFareCalendar(loaded, date).map((day) => (
                    <Card key={day.date} asChild size="1" variant={day.date === date ? 'classic' : 'surface'}>
                      <button
                        type="button"
                        aria-pressed={day.date === date}
                        onClick={() => props.onDateChange(day.date)}
                      >
                        <Text as="div" size="2" weight="bold">
                          {formatDate(day.date).slice(0, 5)}
                        </Text>
                        <Text as="div" size="1" color="gray">
                          {day.lowest === null ? 'No flight' : price(day.lowest)}
                        </Text>
                      </button>
                    </Card>
                  ))}
                </Flex>
              </nav>
              {flights.length === 0 ? (
                <Text as="p" size="2">
                  No flight on {formatDate(date)}: choose another day.
                </Text>
              ) : (
                <Flex direction="column" gap="3" asChild>
                  <ul aria-label={`Flights on ${formatDate(date)}`}>
                    {flights.map((flight) => (
                      <Card asChild key={flight.flightNumber}>
                        <li aria-label={`${flight.flightNumber} at ${formatTime(`${flight.departure}:00Z`)}`}>
                          <Text as="p" size="3" weight="bold">
                            {formatTime(`${flight.departure}:00Z`)} → {formatTime(`${flight.arrival}:00Z`)} ·{' '}
                            {flight.flightNumber}
                          </Text>
                          <Text as="p" size="1" color="gray" mb="2">
                            {flight.seatsLeft} seats left
                          </Text>
                          <Flex gap="2" direction={{ initial: 'column', sm: 'row' }}>
                            {flight.bundles.map((bundle) => (
                              <Card key={bundle.bundle} variant="surface" className="flex-1">
                                <Flex direction="column" gap="2" height="100%">
                                  <Text as="p" size="2" weight="bold">
                                    {FARE_BUNDLES[bundle.bundle].name} · {price(bundle.total)}
                                  </Text>
                                  <Text as="p" size="1" color="gray" className="flex-1">
                                    {bundleIncludes(bundle.bundle).join(' · ')}
                                  </Text>
                                  <Button
                                    size="1"
                                    className="self-start"
                                    aria-label={`Choose ${FARE_BUNDLES[bundle.bundle].name} on ${flight.flightNumber}`}
                                    onClick={() => props.onChoose(flight, bundle.bundle)}
                                  >
                                    Choose
                                  </Button>
                                </Flex>
                              </Card>
                            ))}
                          </Flex>
                        </li>
                      </Card>
                    ))}
                  </ul>
                </Flex>
              )}
            </>
          );
        }}
      </LoadedContent>
    </Flex>
  );
}
