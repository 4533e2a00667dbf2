import { formatMoney, loadOnce } from '@comptoir/flight-domain';
import { FormStack, TextInputField, type LoadState, ErrorCallout } from '@comptoir/ui/kit';
import { Badge, Box, Button, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { lazy, Suspense, useState } from 'react';
import {
  airportLabel,
  FARE_BUNDLES,
  isInternational,
  readBookingDraft,
  type BookingDraft,
  type BookingFormErrors,
  type BundlePrice,
  type CheckedBooking,
  type FareBundleCode,
} from '../../rules';
import type { BookingConfirmation } from './BookingConfirmationCard';
import { extrasTotal, flightTime, type BookingDraftSetter, type FlightSeatMap } from './booking-model';
import { m } from '@comptoir/ui/i18n/messages';

import { FlightExtras } from './FlightExtras';
import { TravellerFieldset } from './TravellerFieldset';

export type { BookingConfirmation } from './BookingConfirmationCard';

/*
 * The confirmation is drawn once the airline has booked: its code comes with the first send (fetched as
 * the booking leaves), not with the booking page.
 */
const loadConfirmationCard = loadOnce(() =>
  import('./BookingConfirmationCard').then((module) => ({ default: module.BookingConfirmationCard })),
);
const BookingConfirmationCard = lazy(loadConfirmationCard);
const loadFieldWords = loadOnce(() =>
  import('./booking-field-words').then((module) => module.bookingFieldWords),
);

/** A flight being booked, with its bundle's price for the party. */
export interface BookingFlight {
  readonly flightNumber: string;
  readonly from: string;
  readonly to: string;
  /** Local times, YYYY-MM-DDTHH:mm. */
  readonly departure: string;
  readonly arrival: string;
  readonly bundle: FareBundleCode;
  readonly price: BundlePrice;
}

export interface LowCostBookingViewProps {
  flights: readonly BookingFlight[];
  /** The form (controlled); update it with a function of the form as it is (a state setter). */
  value: BookingDraft;
  onChange: BookingDraftSetter;
  /** Each flight's seat map once asked for (`onOpenSeatMap`), else null. */
  seatMaps: readonly (LoadState<FlightSeatMap> | null)[];
  onOpenSeatMap: (flight: number) => void;
  /** Called with the checked booking and how it is settled: held unpaid, or paid from the balance. */
  onSubmit: (booking: CheckedBooking, payment: 'hold' | 'balance') => void;
  /** Whether the booking is being sent: both buttons wait. */
  submitting: boolean;
  /** Why the airline refused the last send, kept above the buttons. */
  error?: string | undefined;
  /** The airline's confirmation, once booked. */
  result?: BookingConfirmation | undefined;
}

/**
 * Booking the flights picked: travellers (names; dates of birth for children and infants; passports on
 * an international route), bags per traveller and flight, paid seats on the airline's seat map (ui's
 * `SeatMap`), the contact, and the total; then hold (unpaid until the airline's time limit) or pay from
 * the organization's balance. A refusal is shown with the form kept; a booking made shows the airline's
 * reference.
 */
export function LowCostBookingView(props: LowCostBookingViewProps) {
  const { flights, value, onChange, seatMaps, submitting, error, result } = props;
  const [errors, setErrors] = useState<BookingFormErrors>({});
  const [seating, setSeating] = useState<number | null>(null);
  const passport = flights.some((flight) => isInternational(flight.from, flight.to));
  const fares = flights.reduce((sum, flight) => sum + flight.price.total, 0);
  const total = fares + extrasTotal(value, seatMaps);

  if (result !== undefined)
    return (
      <Suspense fallback={<Skeleton height="120px" data-slot="booking-confirmation-loading" />}>
        <BookingConfirmationCard result={result} />
      </Suspense>
    );

  const submit = (payment: 'hold' | 'balance') => {
    const read = readBookingDraft(value, flights);
    if (!read.ok) {
      // The fields' messages come with the first form sent with a fault; as read, should they not come.
      loadFieldWords().then(
        (words) => setErrors(words(read.errors)),
        () => setErrors(read.errors),
      );
      return;
    }
    setErrors({});
    loadConfirmationCard().catch(() => undefined); // a prefetch: the card's own import reports a failure
    props.onSubmit(read.booking, payment);
  };

  return (
    <FormStack label={m.lowcost_booking_form()} onSubmit={() => submit('balance')}>
      <Heading as="h1" size="6">
        {m.lowcost_booking_title()}
      </Heading>
      <Flex direction="column" gap="2" asChild>
        <ul aria-label={m.lowcost_flights()}>
          {flights.map((flight) => (
            <Card asChild key={flight.flightNumber}>
              <li>
                <Text as="p" weight="bold">
                  {flight.flightNumber} · {airportLabel(flight.from)} → {airportLabel(flight.to)}
                </Text>
                <Text as="p" size="2" color="gray">
                  {flightTime(flight.departure)} → {flightTime(flight.arrival)} ·{' '}
                  {FARE_BUNDLES[flight.bundle].name} · {formatMoney(flight.price.total)}
                </Text>
              </li>
            </Card>
          ))}
        </ul>
      </Flex>
      {value.travellers.map((traveller, index) => (
        <TravellerFieldset
          key={index}
          traveller={traveller}
          index={index}
          passport={passport}
          errors={errors}
          onChange={onChange}
        />
      ))}
      {flights.map((flight, flightIndex) => (
        <FlightExtras
          key={flight.flightNumber}
          flightNumber={flight.flightNumber}
          flightIndex={flightIndex}
          value={value}
          onChange={onChange}
          seatMap={seatMaps[flightIndex] ?? null}
          seating={seating === flightIndex}
          onOpenSeatMap={() => {
            setSeating(flightIndex);
            props.onOpenSeatMap(flightIndex);
          }}
          onCloseSeatMap={() => setSeating(null)}
        />
      ))}
      <Card>
        <Heading as="h2" size="3" mb="2">
          {m.lowcost_contact()}
        </Heading>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextInputField
            label={m.lowcost_email()}
            type="email"
            value={value.email}
            error={errors.email}
            onValueChange={(email) => onChange((draft) => ({ ...draft, email }))}
          />
          <TextInputField
            label={m.lowcost_phone()}
            type="tel"
            value={value.phone}
            error={errors.phone}
            onValueChange={(phone) => onChange((draft) => ({ ...draft, phone }))}
          />
        </div>
      </Card>
      <Box>
        <Text as="p" size="4" weight="bold" data-slot="booking-total">
          {m.lowcost_total({ amount: formatMoney(total) })}
        </Text>
        <Text as="p" size="1" color="gray">
          {m.lowcost_fares_and_extras({ fares: formatMoney(fares), extras: formatMoney(total - fares) })}
        </Text>
      </Box>
      <ErrorCallout message={error} />
      <Flex gap="3" justify="end" wrap="wrap">
        <Button type="button" variant="soft" size="3" loading={submitting} onClick={() => submit('hold')}>
          {m.lowcost_hold()}
        </Button>
        <Button type="submit" size="3" loading={submitting}>
          {m.lowcost_pay()}
        </Button>
      </Flex>
      {submitting ? <Badge className="self-end">{m.lowcost_sending()}</Badge> : null}
    </FormStack>
  );
}
