import {
  type FlightSearchResult,
  type MultiCitySearch,
  type OfferReference,
  type OneWaySearch,
  type PaymentMethod,
  type RoundTripSearch,
  SEARCH_ROUTES,
  searchRouteLabel,
} from '@comptoir/flight-domain';
import { idleMomentHasCome } from '@comptoir/ui/kit';
import { ResultsView } from '@comptoir/ui/search';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { saveChosenOffer } from './chosen-offer';

/** `result` is null while the search runs: the route's pending view. */
type ResultPageProps =
  | { type: 'oneway'; search: OneWaySearch; result: FlightSearchResult | null }
  | { type: 'roundtrip'; search: RoundTripSearch; result: FlightSearchResult | null }
  | { type: 'multi-city'; search: MultiCitySearch; result: FlightSearchResult | null };

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
 * A search's offers (SPEC §2): the payment type starts as searched and sets the surcharge shown; "Book"
 * keeps the offer and its search for /book and opens it.
 */
export function ResultPage(props: ResultPageProps) {
  const { type, search, result } = props;
  const navigate = useNavigate();
  const [paymentType, setPaymentType] = useState<PaymentMethod>(search.paymentType);
  // In slices while the document's first page loads; at once after a search sent from a page already there.
  const [offersInSlices] = useState(() => !idleMomentHasCome());

  const book = (reference: OfferReference) => {
    const offer = result?.offers.find((candidate) => candidate.offerId === reference.offerId);
    if (offer === undefined) return;
    saveChosenOffer({ type, search, offer, paymentType });
    void navigate({ to: '/book', search: { type, params: reference } });
  };

  return (
    <ResultsView
      tripType={type}
      routeLabel={routeOf(props)}
      offers={result?.offers ?? null}
      paymentType={paymentType}
      onPaymentTypeChange={setPaymentType}
      onBook={book}
      onChangeSearch={() => void navigate({ to: SEARCH_ROUTES[type] })}
      offersInSlices={offersInSlices}
    />
  );
}
