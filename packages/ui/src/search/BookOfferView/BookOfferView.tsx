import {
  type FlightOffer,
  itineraryDepartureDate,
  type PassengerCounts,
  seatedPassengers,
  travelDocumentsRequired,
} from '@comptoir/flight-domain';
import { Heading } from '@radix-ui/themes';
import { useId } from 'react';
import { BookingView, type BookingViewProps } from '../BookingView/BookingView';
import { FareBreakdown } from '../FareBreakdown/FareBreakdown';
import { OfferCard } from '../OfferCard/OfferCard';
import { SeatSelectionStep, type SeatSelectionStepProps } from '../SeatSelectionStep/SeatSelectionStep';
import { m } from '../../i18n/paraglide/messages.js';
import { passengerTypeWords } from '../../i18n/passenger-words';

export interface BookOfferViewProps extends Omit<
  BookingViewProps,
  'passengers' | 'documentsRequired' | 'departureDate' | 'offerSummary' | 'seatSelection' | 'priceSummary'
> {
  /** The offer chosen on the result page. */
  offer: FlightOffer;
  /** Its product (fare) chosen: the only one shown, and the final price's. */
  productId: string;
  /** How many passengers of each type were searched for: one traveler block each. */
  passengers: PassengerCounts;
  /** The optional seat step: the offer's seat map and the seats confirmed on it. */
  seatSelection: Omit<SeatSelectionStepProps, 'passengers'>;
}

/**
 * The booking page (SPEC §2) of a chosen offer: the flight with its chosen fare, the travelers' form
 * (documents asked for when the itinerary crosses a border, ages judged on the day of departure),
 * optional seats, the payment type and the final price.
 */
export function BookOfferView({
  offer,
  productId,
  passengers,
  seatSelection,
  ...booking
}: BookOfferViewProps) {
  const flightHeadingId = useId();
  const product = offer.products.find((candidate) => candidate.productId === productId);
  return (
    <BookingView
      {...booking}
      passengers={passengers}
      documentsRequired={travelDocumentsRequired(offer.legs)}
      departureDate={itineraryDepartureDate(offer.legs)}
      offerSummary={
        <section aria-labelledby={flightHeadingId} className="flex flex-col gap-2">
          <Heading as="h2" size="4" id={flightHeadingId}>
            {m.booking_flight()}
          </Heading>
          <OfferCard
            offer={{ ...offer, products: product === undefined ? offer.products : [product] }}
            paymentMethod={booking.paymentType}
          />
        </section>
      }
      seatSelection={
        <SeatSelectionStep {...seatSelection} passengers={seatedPassengers(passengers, passengerTypeWords)} />
      }
      priceSummary={
        product === undefined ? null : (
          <FareBreakdown
            pricing={product.pricing}
            paymentMethod={booking.paymentType}
            caption={m.booking_final_price()}
          />
        )
      }
    />
  );
}
