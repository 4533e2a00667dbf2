import { bookingQueries, type ChosenOffer, useBookOffer } from '@comptoir/api';
import {
  type BookSearch,
  bookingSeats,
  type ConfirmedSeats,
  type PaymentMethod,
  reservationDetailPath,
} from '@comptoir/flight-domain';
import {
  BookOfferView,
  type BookingFormResult,
  LazyOfferUnavailableView,
  type SeatMapLoadState,
} from '@comptoir/ui/search';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { RouterLink } from '../components/RouterLink';
import { queryState } from '../queries/query-state';
import { clearChosenOffer, readChosenOffer } from './chosen-offer';

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
  // The seat map is only asked for (POST /flight/seat-map) once staff choose seats.
  const [seatMapOpen, setSeatMapOpen] = useState(false);
  const seatMapQuery = useQuery({ ...bookingQueries.seatMap(reference), enabled: seatMapOpen });
  const seatMap: SeatMapLoadState = seatMapOpen ? queryState(seatMapQuery) : { status: 'closed' };
  const [error, setError] = useState<string | null>(null);
  // Once booked the page stays "sending" until the reservation page opens: nothing can book it again.
  const [booked, setBooked] = useState(false);
  const [now] = useState(() => Date.now());

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
    <BookOfferView
      offer={offer}
      productId={reference.productId}
      passengers={{ adt: search.adt, cnn: search.cnn, inf: search.inf, unn: search.unn }}
      now={now}
      paymentType={paymentType}
      onPaymentTypeChange={setPaymentType}
      seatSelection={{
        seatMap,
        onOpen: () => setSeatMapOpen(true),
        confirmed: seats,
        onConfirm: (segmentId, chosenSeats) =>
          setSeats((current) => ({ ...current, [segmentId]: chosenSeats })),
      }}
      focusFirstField
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
  if (chosen === null) return <LazyOfferUnavailableView tripType={search.type} linkComponent={RouterLink} />;
  return <BookChosenOffer chosen={chosen} reference={search.params} />;
}
