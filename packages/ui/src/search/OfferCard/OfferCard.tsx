import {
  type FlightOffer,
  type OfferReference,
  type PaymentMethod,
  type Product,
  pricingBreakdown,
} from '@comptoir/flight-domain';
import { memo, useId } from 'react';
import { openSidePanel } from '../../kit/GlobalSidePanel/side-panel-store';
import { Money } from '../../kit/Money/Money';
import { OfferFareDetails } from './OfferFareDetails';
import { legLabels, OfferLeg, legRoute } from './OfferLeg';
import { RADIX_CLASSES } from '../../kit/first-load/radix-classes';
import { m } from '../../i18n/paraglide/messages.js';

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
}

function baggageLabel(product: Product): string {
  const { checked } = product.baggage;
  if (checked.pieces === 0) return m.results_no_checked_bag();
  return checked.weightKg === undefined
    ? m.results_checked_bags_no_weight({ pieces: checked.pieces })
    : m.results_checked_bags({ pieces: checked.pieces, weight: checked.weightKg });
}

/**
 * A flight offer: content kind (GDS or NDC), each leg with times, airports, duration, stops and
 * layovers, carriers and flight numbers, then one row per product (brand, baggage, changeable and
 * refundable, total in MAD for the payment method, markup and surcharge included) with its book action,
 * or read-only without `onBook`.
 * "Fare details" opens each product's fare rules and price breakdown per passenger type in the global side
 * panel (a sheet from the right on wide screens, a bottom drawer on phones; SPEC §2). Its card, badge,
 * heading and buttons are Radix Themes' drawn by their classes (`kit/first-load/radix-classes.ts`).
 *
 * @example
 * <OfferCard offer={offer} paymentMethod="cash" onBook={(reference) => navigate({ to: '/book', search: { type, params: reference } })} />
 */
export const OfferCard = memo(function OfferCard({ offer, paymentMethod, onBook }: OfferCardProps) {
  const id = useId();
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
              {product.changeable ? m.results_changeable() : m.results_not_changeable()} ·{' '}
              {product.refundable ? m.results_refundable() : m.results_non_refundable()}
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
                className={RADIX_CLASSES.solidButton}
                aria-label={m.results_book_fare({
                  fare: product.brand.name,
                  airline: offer.validatingCarrier.name,
                })}
                onClick={() => {
                  onBook({
                    offerId: offer.offerId,
                    productId: product.productId,
                    identifier: offer.identifier,
                  });
                }}
              >
                {m.results_book()}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <div>
        <button
          type="button"
          data-accent-color=""
          className={RADIX_CLASSES.ghostButton}
          aria-haspopup="dialog"
          aria-describedby={`${id}-title`}
          onClick={() => {
            openSidePanel({
              title: m.results_fare_details_of({ name: offer.validatingCarrier.name }),
              description: offer.legs.map(legRoute).join(', '),
              view: <OfferFareDetails offer={offer} paymentMethod={paymentMethod} />,
            });
          }}
        >
          {m.results_fare_details()}
        </button>
      </div>
    </div>
  );
});
