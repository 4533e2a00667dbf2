import { formatDate, formatMoney, formatTime, type PaymentMethod } from '@comptoir/flight-domain';
import { m } from '@comptoir/ui/i18n/messages';
import { Button, Card, Flex, SegmentedControl, Text } from '@radix-ui/themes';
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
import type { LowCostResultOffer } from './LowCostResultsView';

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

export interface LowCostFlightsProps {
  /** The flights of the 7 days around the chosen one. */
  offers: readonly LowCostResultOffer[];
  /** The chosen day, YYYY-MM-DD. */
  date: string;
  sort: OfferSort;
  onSortChange: (sort: OfferSort) => void;
  paymentMethod: PaymentMethod;
  onDateChange: (date: string) => void;
  onChoose: (flight: LowCostResultOffer, bundle: BundlePrice['bundle']) => void;
}

/**
 * What the results show once the airline has answered: the 7-day low-fare calendar, the sort, and the
 * chosen day's flights with each bundle's price. Code of its own (`lazy-flights.ts`), which the route's
 * loader fetches beside the flights: the sort's segmented control (Radix's toggle group, roving focus and
 * collection) is no part of the page's first load, which draws the search's loading view.
 */
export function LowCostFlights({
  offers,
  date,
  sort,
  onSortChange,
  paymentMethod,
  onDateChange,
  onChoose,
}: LowCostFlightsProps) {
  const flights = offersOn(offers, date, sort);
  const price = (total: number) => formatMoney(totalWithSurcharge(total, paymentMethod));
  return (
    <>
      <nav aria-label={m.lowcost_calendar()}>
        <Flex gap="2" wrap="wrap">
          {lowFareCalendar(offers, date).map((day) => (
            <Card key={day.date} asChild size="1" variant={day.date === date ? 'classic' : 'surface'}>
              <button type="button" aria-pressed={day.date === date} onClick={() => onDateChange(day.date)}>
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
      <SegmentedControl.Root
        className="self-start"
        value={sort}
        aria-label={m.lowcost_sort_by()}
        onValueChange={(value) => onSortChange(value === 'departure' ? 'departure' : 'price')}
      >
        <SegmentedControl.Item value="price">{m.lowcost_sort_price()}</SegmentedControl.Item>
        <SegmentedControl.Item value="departure">{m.lowcost_sort_departure()}</SegmentedControl.Item>
      </SegmentedControl.Root>
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
                            onClick={() => onChoose(flight, bundle.bundle)}
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
}
