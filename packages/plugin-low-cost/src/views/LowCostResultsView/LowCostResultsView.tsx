import {
  formatDate,
  formatMoney,
  formatTime,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@comptoir/flight-domain';
import { paymentMethodWords } from '@comptoir/ui/i18n';
import { m } from '@comptoir/ui/i18n/messages';
import { LoadedContent, OptionSelect, type LoadState } from '@comptoir/ui/kit';
import { Box, Button, Card, Flex, Heading, SegmentedControl, Text } from '@radix-ui/themes';
import {
  FARE_BUNDLES,
  lowFareCalendar,
  offersOn,
  totalWithSurcharge,
  type BundlePrice,
  type FareBundleCode,
  type OfferSort,
} from '../../rules';
import { CABIN_BAG_WORDS } from '../fare-words';

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

const SEATS_INCLUDED = {
  none: m.lowcost_seats_paid,
  standard: m.lowcost_seats_standard,
  any: m.lowcost_seats_any,
};

function bundleIncludes(code: FareBundleCode): string[] {
  const bundle = FARE_BUNDLES[code];
  const changes =
    bundle.changeFee === null
      ? m.lowcost_no_changes()
      : bundle.changeFee === 0
        ? m.lowcost_free_changes()
        : m.lowcost_changes_fee({ fee: formatMoney(bundle.changeFee) });
  return [
    CABIN_BAG_WORDS[code](),
    bundle.checkedBags === 0
      ? m.lowcost_no_checked_bag()
      : m.lowcost_checked_bags({ count: bundle.checkedBags }),
    SEATS_INCLUDED[bundle.freeSeats](),
    changes,
    ...(bundle.refundable ? [m.lowcost_refundable()] : []),
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
  const paymentOptions = PAYMENT_METHODS.map((method) => ({ value: method, label: paymentLabel(method) }));
  const price = (total: number) => formatMoney(totalWithSurcharge(total, paymentMethod));
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
      <Flex gap="3" wrap="wrap" align="center">
        <SegmentedControl.Root
          value={sort}
          aria-label={m.lowcost_sort_by()}
          onValueChange={(value) => props.onSortChange(value === 'departure' ? 'departure' : 'price')}
        >
          <SegmentedControl.Item value="price">{m.lowcost_sort_price()}</SegmentedControl.Item>
          <SegmentedControl.Item value="departure">{m.lowcost_sort_departure()}</SegmentedControl.Item>
        </SegmentedControl.Root>
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
        {(loaded) => {
          const flights = offersOn(loaded, date, sort);
          return (
            <>
              <nav aria-label={m.lowcost_calendar()}>
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
                          {day.lowest === null ? m.lowcost_no_flight() : price(day.lowest)}
                        </Text>
                      </button>
                    </Card>
                  ))}
                </Flex>
              </nav>
              {flights.length === 0 ? (
                <Text as="p" size="2">
                  {m.lowcost_no_flight_on({ date: formatDate(date) })}
                </Text>
              ) : (
                <Flex direction="column" gap="3" asChild>
                  <ul aria-label={m.lowcost_flights_on({ date: formatDate(date) })}>
                    {flights.map((flight) => (
                      <Card asChild key={flight.flightNumber}>
                        <li
                          aria-label={m.lowcost_flight_at({
                            flight: flight.flightNumber,
                            time: formatTime(`${flight.departure}:00Z`),
                          })}
                        >
                          <Text as="p" size="3" weight="bold">
                            {formatTime(`${flight.departure}:00Z`)} → {formatTime(`${flight.arrival}:00Z`)} ·{' '}
                            {flight.flightNumber}
                          </Text>
                          <Text as="p" size="1" color="gray" mb="2">
                            {m.lowcost_seats_left({ count: flight.seatsLeft })}
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
                                    aria-label={m.lowcost_choose_label({
                                      bundle: FARE_BUNDLES[bundle.bundle].name,
                                      flight: flight.flightNumber,
                                    })}
                                    onClick={() => props.onChoose(flight, bundle.bundle)}
                                  >
                                    {m.lowcost_choose()}
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
