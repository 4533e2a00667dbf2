import {
  type FlightOffer,
  type OfferReference,
  type PaymentMethod,
  type Product,
  pricingBreakdown,
} from '@comptoir/flight-domain';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { memo, useId, useState } from 'react';
import { FareBreakdown } from '../FareBreakdown/FareBreakdown';
import { Money } from '../Money/Money';
import { legLabels, OfferLeg } from './OfferLeg';

export interface OfferCardProps {
  /** The offer: its legs (one card for a whole round-trip or multi-city itinerary) and its products. */
  offer: FlightOffer;
  /** The payment method whose surcharge the totals include (SPEC §9). */
  paymentMethod: PaymentMethod;
  /**
   * Called with the offer reference of the product to book. Default: none, and then the card is read-only,
   * without book buttons (the chosen offer on the booking page).
   */
  onBook?: (reference: OfferReference) => void;
  /**
   * Whether the fare rules and price breakdowns show, when the caller keeps that state (a results list
   * keeps it by offer, whichever card shows the offer). Default: the card keeps it.
   */
  expanded?: boolean;
  /** Show the fare rules and price breakdowns from the start, when the card keeps that state. Default: false. */
  defaultExpanded?: boolean;
  /** Called when the details are asked to open or close. */
  onExpandedChange?: (expanded: boolean) => void;
}

function baggageLabel(product: Product): string {
  const { checked } = product.baggage;
  if (checked.pieces === 0) return 'No checked bag';
  return `${String(checked.pieces)} × ${checked.weightKg === undefined ? '' : `${String(checked.weightKg)} kg `}checked`;
}

/**
 * Radix Themes' Card, Badge, Heading and Button as the plain elements they render, with the same classes and
 * so the same look. A results list mounts a few cards on every sort, and each Radix component costs a prop
 * extraction and React layers of its own (a Button is three): as plain elements, a sort's script takes a
 * fifth less (packages/ui README, "Benchmark"). The card's screenshots would show any drift after a Radix
 * upgrade.
 */
const RADIX_CLASSES = {
  card: 'rt-reset rt-BaseCard rt-Card rt-r-size-1 rt-variant-surface',
  badge: 'rt-reset rt-Badge rt-r-size-1 rt-variant-soft rt-high-contrast',
  heading: 'rt-Heading rt-r-size-2',
  bookButton: 'rt-reset rt-BaseButton rt-r-size-2 rt-variant-solid rt-Button',
  detailsButton: 'rt-reset rt-BaseButton rt-r-size-1 rt-variant-ghost rt-Button',
} as const;

/**
 * A flight offer: content kind (GDS or NDC), each leg with times, airports, duration, stops and
 * layovers, carriers and flight numbers, then one row per product (brand, baggage, changeable and
 * refundable, total in MAD for the payment method, markup and surcharge included) with its book action,
 * or read-only without `onBook`.
 * The details show each product's fare rules and price breakdown per passenger type.
 *
 * @example
 * <OfferCard offer={offer} paymentMethod="cash" onBook={(reference) => navigate({ to: '/book', search: { type, params: reference } })} />
 */
export const OfferCard = memo(function OfferCard({
  offer,
  paymentMethod,
  onBook,
  expanded: controlledExpanded,
  defaultExpanded = false,
  onExpandedChange,
}: OfferCardProps) {
  const id = useId();
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const expanded = controlledExpanded ?? ownExpanded;
  const labels = legLabels(offer.legs);
  return (
    <div
      data-slot="offer-card"
      data-offer-id={offer.offerId}
      data-content-kind={offer.contentKind}
      className={`${RADIX_CLASSES.card} flex flex-col gap-3`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          data-accent-color={offer.contentKind === 'NDC' ? 'violet' : 'gray'}
          className={RADIX_CLASSES.badge}
        >
          {offer.contentKind}
        </span>
        <h3 className={RADIX_CLASSES.heading} id={`${id}-title`}>
          {offer.validatingCarrier.name}
        </h3>
      </div>
      {offer.legs.map((leg, index) => (
        <OfferLeg key={index} leg={leg} label={labels[index] ?? null} />
      ))}
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {offer.products.map((product) => (
          <li
            key={product.productId}
            data-slot="offer-product"
            className={`grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 border-t border-(--gray-a5) pt-2 ${onBook ? 'md:grid-cols-[1fr_auto_auto]' : ''}`}
          >
            <span className="col-span-2 type-2 md:col-span-1">
              <span className="font-bold">{product.brand.name}</span> · {baggageLabel(product)} ·{' '}
              {product.changeable ? 'Changeable' : 'Not changeable'} ·{' '}
              {product.refundable ? 'Refundable' : 'Non-refundable'}
            </span>
            <Money
              centimes={pricingBreakdown(product.pricing, paymentMethod).total.total}
              size="4"
              weight="bold"
            />
            {onBook ? (
              <button
                type="button"
                data-accent-color=""
                className={RADIX_CLASSES.bookButton}
                aria-label={`Book ${product.brand.name}, ${offer.validatingCarrier.name}`}
                onClick={() => {
                  onBook({
                    offerId: offer.offerId,
                    productId: product.productId,
                    identifier: offer.identifier,
                  });
                }}
              >
                Book
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <div>
        <button
          type="button"
          data-accent-color=""
          className={RADIX_CLASSES.detailsButton}
          aria-expanded={expanded}
          aria-controls={`${id}-details`}
          onClick={() => {
            setOwnExpanded(!expanded);
            onExpandedChange?.(!expanded);
          }}
        >
          {expanded ? 'Hide fare details' : 'Fare details'}
        </button>
      </div>
      <div id={`${id}-details`} hidden={!expanded} data-slot="offer-details">
        {expanded ? (
          <Flex direction="column" gap="4">
            {offer.products.map((product) => (
              <section key={product.productId} aria-label={`${product.brand.name} fare details`}>
                <Heading as="h4" size="2" mb="2">
                  {product.brand.name}
                </Heading>
                <FareBreakdown
                  pricing={product.pricing}
                  paymentMethod={paymentMethod}
                  caption={`${product.brand.name} price breakdown`}
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
        ) : null}
      </div>
    </div>
  );
});
