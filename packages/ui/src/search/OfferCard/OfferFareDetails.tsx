import type { FlightOffer, PaymentMethod } from '@comptoir/flight-domain';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { FareBreakdown } from '../FareBreakdown/FareBreakdown';
import { m } from '../../i18n/paraglide/messages.js';

export interface OfferFareDetailsProps {
  /** The offer whose products are detailed. */
  offer: FlightOffer;
  /** The payment method whose surcharge the breakdowns include (SPEC §9). */
  paymentMethod: PaymentMethod;
}

/**
 * An offer's fare details: for each product, its price breakdown per passenger type and its fare rules.
 * `OfferCard` shows them in the global side panel.
 *
 * @example
 * openSidePanel({ title: 'Fare details', view: <OfferFareDetails offer={offer} paymentMethod="cash" /> });
 */
export function OfferFareDetails({ offer, paymentMethod }: OfferFareDetailsProps) {
  return (
    <Flex direction="column" gap="5" data-slot="offer-details">
      {offer.products.map((product) => (
        <section key={product.productId} aria-label={m.results_fare_details_of({ name: product.brand.name })}>
          <Heading as="h3" size="3" mb="2">
            {product.brand.name}
          </Heading>
          <FareBreakdown
            pricing={product.pricing}
            paymentMethod={paymentMethod}
            caption={m.results_price_breakdown_of({ fare: product.brand.name })}
          />
          <dl className="m-0 mt-2 grid gap-1">
            {product.fareRules.map((rule) => (
              <div key={rule.category}>
                <Text asChild size="2" weight="medium">
                  <dt>{rule.title}</dt>
                </Text>
                <Text asChild size="2" color="gray">
                  <dd className="m-0">{rule.text}</dd>
                </Text>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Flex>
  );
}
