import {
  type FlightOffer,
  type OfferReference,
  PAYMENT_METHODS,
  type PaymentMethod,
  type TripType,
} from '@comptoir/flight-domain';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import { OptionSelect } from '../../kit/OptionSelect/OptionSelect';
import { loadedOfferResults, loadOfferResults } from '../OfferResults/load-offer-results';
import { OfferResultsLoading } from '../OfferResults/OfferResultsStatus';
import { m } from '../../i18n/paraglide/messages.js';
import { paymentMethodWords } from '../../i18n/payment-labels';
import { wordOptions } from '../../i18n/word-options';

const LazyOfferResults = lazy(() => loadOfferResults().then((module) => ({ default: module.OfferResults })));

export interface ResultsViewProps {
  /** The kind of trip searched: the page's heading. */
  tripType: TripType;
  /** The route searched, as `searchRouteLabel` writes it ('CMN → CDG'). */
  routeLabel: string;
  /**
   * The search's offers; null while the search runs, when the page's heading, route and payment type
   * stand above the loading view where they will stand above the offers (the payment type not yet
   * changeable: the prices it sets have not come).
   */
  offers: readonly FlightOffer[] | null;
  /** The payment type, which sets the surcharge in every price shown (SPEC §9). */
  paymentType: PaymentMethod;
  onPaymentTypeChange: (paymentType: PaymentMethod) => void;
  /** Called with the offer reference of the product to book. */
  onBook: (reference: OfferReference) => void;
  /** Goes back to the search form (offered when no offer is found). */
  onChangeSearch: () => void;
  /** CSS height of the scrolling list. Default: `OfferResults`' own ('min(75vh, 60rem)'). */
  listHeight?: string;
  /**
   * Whether the offers' first render comes as a deferred render, which React does in slices with the thread
   * free between them: while the document's first page loads, when its code, calls and shell compete for
   * the thread; their summaries are then made a slice of offers at a time before it (`OfferResults`'
   * `summariesInSlices`, docs/decisions/0089). After a search sent from a page already there, the user
   * waits for the offers alone, and they render at once (docs/decisions/0084). Default: true.
   */
  offersInSlices?: boolean;
}

const TITLES = {
  oneway: m.results_title_oneway,
  roundtrip: m.results_title_roundtrip,
  'multi-city': m.results_title_multi_city,
} as const satisfies Record<TripType, () => string>;

/**
 * A search's results page (SPEC §2): the kind of trip and route searched, the payment type whose
 * surcharge the prices include, and the offers with their filters and sorts (their code fetched apart:
 * the loading view stands in until it has come, `load-offer-results.ts`). While the search runs (`offers`
 * null) the same page shows its loading view, so that nothing moves when the offers come.
 */
export function ResultsView({
  tripType,
  routeLabel,
  offers,
  paymentType,
  onPaymentTypeChange,
  onBook,
  onChangeSearch,
  listHeight,
  offersInSlices = true,
}: ResultsViewProps) {
  const paymentId = useId();
  // The list as it is now, for as long as the view lives (a change of component would remount it, losing
  // its sort and filters): drawn at once when its chunk has come, through `lazy` otherwise.
  const [OfferResults] = useState(() => loadedOfferResults() ?? LazyOfferResults);
  // The offers' first render (their summaries, the filters, the list's first cards) is the page's
  // heaviest. In slices, it comes as a deferred render, the loading view standing until then; the page's
  // heading and payment type render at once. At once, nothing is deferred (a constant null).
  const sliced = useDeferredValue<readonly FlightOffer[] | null>(offersInSlices ? offers : null, null);
  const drawnOffers = offersInSlices ? sliced : offers;
  return (
    <Flex direction="column" gap="4">
      <Flex align="end" justify="between" gap="3" wrap="wrap">
        <div>
          <Heading as="h1" size="6">
            {TITLES[tripType]()}
          </Heading>
          <Heading as="h2" size="3" weight="regular" color="gray" data-slot="search-route">
            {routeLabel}
          </Heading>
        </div>
        <Flex direction="column" gap="1">
          <Text as="label" size="2" weight="medium" id={paymentId}>
            {m.search_payment_type()}
          </Text>
          <OptionSelect
            value={paymentType}
            options={wordOptions(PAYMENT_METHODS, paymentMethodWords)}
            onValueChange={(value) => {
              const method = PAYMENT_METHODS.find((candidate) => candidate === value);
              if (method !== undefined) onPaymentTypeChange(method);
            }}
            position="popper"
            aria-labelledby={paymentId}
            disabled={offers === null}
          />
        </Flex>
      </Flex>
      {drawnOffers === null ? (
        <OfferResultsLoading />
      ) : (
        <Suspense fallback={<OfferResultsLoading />}>
          <OfferResults
            offers={drawnOffers}
            paymentMethod={paymentType}
            onBook={onBook}
            onChangeSearch={onChangeSearch}
            summariesInSlices={offersInSlices}
            {...(listHeight === undefined ? {} : { listHeight })}
          />
        </Suspense>
      )}
    </Flex>
  );
}
