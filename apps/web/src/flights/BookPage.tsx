import { type ChosenOffer, useBookOffer } from '@comptoir/api';
import {
  type BookSearch,
  bookingSeats,
  type ConfirmedSeats,
  type PassengerCounts,
  type PaymentMethod,
  reservationDetailPath,
  SEARCH_ROUTES,
  seatedPassengers,
  travelDocumentsRequired,
  type TripType,
} from '@comptoir/flight-domain';
import {
  BookingView,
  type BookingFormResult,
  FareBreakdown,
  OfferCard,
  type SeatAssignmentValue,
} from '@comptoir/ui';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { clearChosenOffer, readChosenOffer } from './chosen-offer';
import { SeatSelection } from './SeatSelection';

/** The offer is gone from this tab (another tab, an old link): nothing to book, search again. */
function OfferUnavailable({ type }: { type: TripType }) {
  return (
    <Flex direction="column" gap="3" align="start" data-slot="offer-unavailable">
      <Heading as="h1" size="6">
        This offer is no longer available
      </Heading>
      <Text as="p" color="gray">
        Offers are only kept while you book them from their search. Search again to choose a flight.
      </Text>
      <Button asChild>
        <Link to={SEARCH_ROUTES[type]}>Search again</Link>
      </Button>
    </Flex>
  );
}

interface BookChosenOfferProps {
  chosen: ChosenOffer;
  reference: BookSearch['params'];
}

function BookChosenOffer({ chosen, reference }: BookChosenOfferProps) {
  const { type, search, offer } = chosen;
  const navigate = useNavigate();
  const { book, isPending } = useBookOffer();
  const [paymentType, setPaymentType] = useState<PaymentMethod>(chosen.paymentType);
  const [seats, setSeats] = useState<ConfirmedSeats>({});
  const [error, setError] = useState<string | null>(null);
  // Once booked the page stays "sending" until the reservation page opens: nothing can book it again.
  const [booked, setBooked] = useState(false);
  const [now] = useState(() => Date.now());
  const flightHeadingId = useId();
  const product = offer.products.find(({ productId }) => productId === reference.productId);
  const passengers: PassengerCounts = { adt: search.adt, cnn: search.cnn, inf: search.inf, unn: search.unn };
  const departureDate = offer.legs[0]?.segments[0]?.departure.at.slice(0, 10) ?? '';

  const submit = async ({ travelers, contact }: BookingFormResult) => {
    setError(null);
    try {
      const reservation = await book({
        type,
        offer: reference,
        paymentType,
        travelers,
        contact,
        seats: bookingSeats(seats),
      });
      setBooked(true);
      clearChosenOffer();
      await navigate({ href: reservationDetailPath(reservation.reservationId, reservation.contentKind) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <BookingView
      passengers={passengers}
      documentsRequired={travelDocumentsRequired(offer.legs)}
      departureDate={departureDate}
      now={now}
      paymentType={paymentType}
      onPaymentTypeChange={setPaymentType}
      offerSummary={
        <section aria-labelledby={flightHeadingId} className="flex flex-col gap-2">
          <Heading as="h2" size="4" id={flightHeadingId}>
            Flight
          </Heading>
          <OfferCard
            offer={{ ...offer, products: product === undefined ? offer.products : [product] }}
            paymentMethod={paymentType}
          />
        </section>
      }
      seatSelection={
        <SeatSelection
          offer={reference}
          passengers={seatedPassengers(passengers)}
          confirmed={seats}
          onConfirm={(segmentId, chosenSeats: SeatAssignmentValue) =>
            setSeats((current) => ({ ...current, [segmentId]: chosenSeats }))
          }
        />
      }
      priceSummary={
        product === undefined ? null : (
          <FareBreakdown pricing={product.pricing} paymentMethod={paymentType} caption="Final price" />
        )
      }
      submitting={isPending || booked}
      error={error}
      onSubmit={(result) => void submit(result)}
    />
  );
}

/**
 * /book (SPEC §2): the offer chosen on a result page, read back from this tab's storage and checked
 * against the link; the travelers, seats and payment type; then POST /flight/booking, once, and on to
 * the new reservation.
 */
export function BookPage({ search }: { search: BookSearch }) {
  const [chosen] = useState(() => readChosenOffer(search.params));
  if (chosen === null) return <OfferUnavailable type={search.type} />;
  return <BookChosenOffer chosen={chosen} reference={search.params} />;
}
