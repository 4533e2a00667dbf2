import {
  type FlightSearchResult,
  type MultiCitySearch,
  type OfferReference,
  type OneWaySearch,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  type RoundTripSearch,
  SEARCH_ROUTES,
  searchRouteLabel,
  type TripType,
} from '@comptoir/flight-domain';
import { OfferResults } from '@comptoir/ui/search';
import { Flex, Heading, Select, Text } from '@radix-ui/themes';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { saveChosenOffer } from './chosen-offer';

type ResultPageProps =
  | { type: 'oneway'; search: OneWaySearch; result: FlightSearchResult }
  | { type: 'roundtrip'; search: RoundTripSearch; result: FlightSearchResult }
  | { type: 'multi-city'; search: MultiCitySearch; result: FlightSearchResult };

const TITLES = {
  oneway: 'One-way flights',
  roundtrip: 'Round-trip flights',
  'multi-city': 'Multi-city flights',
} as const satisfies Record<TripType, string>;

function routeOf(props: ResultPageProps): string {
  switch (props.type) {
    case 'oneway':
      return searchRouteLabel({ kind: 'oneway', search: props.search });
    case 'roundtrip':
      return searchRouteLabel({ kind: 'roundtrip', search: props.search });
    case 'multi-city':
      return searchRouteLabel({ kind: 'multi-city', search: props.search });
  }
}

/**
 * A search's offers (SPEC §2): filters and sorts from ui, a payment type that sets the surcharge shown,
 * and "Book" handing the offer and its search to /book.
 */
export function ResultPage(props: ResultPageProps) {
  const { type, search, result } = props;
  const navigate = useNavigate();
  const paymentId = useId();
  const [paymentType, setPaymentType] = useState<PaymentMethod>(search.paymentType);

  const book = (reference: OfferReference) => {
    const offer = result.offers.find((candidate) => candidate.offerId === reference.offerId);
    if (offer === undefined) return;
    saveChosenOffer({ type, search, offer, paymentType });
    void navigate({ to: '/book', search: { type, params: reference } });
  };

  return (
    <Flex direction="column" gap="4">
      <Flex align="end" justify="between" gap="3" wrap="wrap">
        <div>
          <Heading as="h1" size="6">
            {TITLES[type]}
          </Heading>
          <Heading as="h2" size="3" weight="regular" color="gray" data-slot="search-route">
            {routeOf(props)}
          </Heading>
        </div>
        <Flex direction="column" gap="1">
          <Text as="label" size="2" weight="medium" id={paymentId}>
            Payment type
          </Text>
          <Select.Root
            value={paymentType}
            onValueChange={(value) => {
              const method = PAYMENT_METHODS.find((candidate) => candidate === value);
              if (method !== undefined) setPaymentType(method);
            }}
          >
            <Select.Trigger aria-labelledby={paymentId} />
            <Select.Content position="popper">
              {PAYMENT_METHODS.map((method) => (
                <Select.Item key={method} value={method}>
                  {PAYMENT_METHOD_LABELS[method]}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
      </Flex>
      <OfferResults
        offers={result.offers}
        paymentMethod={paymentType}
        onBook={book}
        onChangeSearch={() => void navigate({ to: SEARCH_ROUTES[type] })}
      />
    </Flex>
  );
}
