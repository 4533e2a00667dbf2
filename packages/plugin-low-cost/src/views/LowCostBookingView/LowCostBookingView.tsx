import { formatDateTime, formatMoney } from '@comptoir/flight-domain';
import { DateField, FormStack, LoadedContent, TextInputField, type LoadState } from '@comptoir/ui/kit';
import {
  Badge,
  Box,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  IconButton,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import { type Dispatch, lazy, type SetStateAction, Suspense, useState } from 'react';
import type { Centimes, SeatMap as SeatMapData } from '@comptoir/flight-domain';
import {
  airportLabel,
  CHECKED_BAG_PRICE,
  FARE_BUNDLES,
  isInternational,
  MAX_EXTRA_BAGS,
  readBookingDraft,
  takesSeatAndBags,
  type BookingDraft,
  type BookingFormErrors,
  type BundlePrice,
  type CheckedBooking,
  type FareBundleCode,
} from '../../rules';

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

/* The seat map is fetched when the agent opens it: it stays out of the booking page's first load. */
const SeatMap = lazy(() =>
  import('@comptoir/ui/kit/seat-map').then((module) => ({ default: module.SeatMap })),
);

/** A flight's seat map (the client's `LowCostSeatMap`). */
type FlightSeatMap = SeatMapData['segments'][number];

/** The airline's confirmation (the client's `LowCostBookResult`). */
export interface BookingConfirmation {
  readonly reference: string;
  readonly status: 'held' | 'paid';
  readonly total: Centimes;
  readonly timeLimit: string | null;
}

export interface LowCostBookingViewProps {
  flights: readonly BookingFlight[];
  /** The form (controlled); update it with a function of the form as it is (a state setter). */
  value: BookingDraft;
  onChange: Dispatch<SetStateAction<BookingDraft>>;
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

const PASSENGER_LABELS = { ADT: 'Adult', CNN: 'Child', INF: 'Infant' } as const;
const seatLabel = (code: string | undefined) => (code === undefined ? '' : ` · seat ${code}`);
const time = (local: string) => formatDateTime(`${local}:00Z`);

/** The total of the extras chosen: bags, and seats at their price on the loaded seat maps. */
function extrasTotal(value: BookingDraft, seatMaps: LowCostBookingViewProps['seatMaps']): number {
  const bags = value.bags.flat().reduce((sum, count) => sum + count * CHECKED_BAG_PRICE, 0);
  const seats = value.seats.reduce((sum, chosen, flight) => {
    const map = seatMaps[flight];
    if (map?.status !== 'success') return sum;
    const all = map.data.decks.flatMap((deck) => deck.rows.flatMap((row) => row.seats));
    return (
      sum +
      Object.values(chosen).reduce(
        (total, code) => total + (all.find((seat) => seat.code === code)?.price?.amount ?? 0),
        0,
      )
    );
  }, 0);
  return bags + seats;
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
      <Card size="3" asChild>
        <section aria-labelledby="low-cost-confirmation">
          <Heading as="h1" size="6" mb="2" id="low-cost-confirmation">
            {result.status === 'paid' ? 'Booking confirmed' : 'Booking held'}
          </Heading>
          <Text as="p" size="3">
            Booking reference{' '}
            <Text weight="bold" data-slot="booking-reference">
              {result.reference}
            </Text>
          </Text>
          <Text as="p" size="2" color="gray">
            {result.status === 'paid'
              ? `Paid from the balance: ${formatMoney(result.total)}.`
              : `Unpaid, ${formatMoney(result.total)}: held until ${formatDateTime(result.timeLimit ?? '')}, then released by the airline.`}
          </Text>
        </section>
      </Card>
    );

  const setTraveller = (index: number, field: keyof BookingDraft['travellers'][number], text: string) =>
    onChange((draft) => ({
      ...draft,
      travellers: draft.travellers.map((traveller, position) =>
        position === index ? { ...traveller, [field]: text } : traveller,
      ),
    }));
  const setBags = (flight: number, traveller: number, delta: number) =>
    onChange((draft) => ({
      ...draft,
      bags: draft.bags.map((row, position) =>
        position === flight
          ? row.map((count, who) =>
              who === traveller ? Math.min(MAX_EXTRA_BAGS, Math.max(0, count + delta)) : count,
            )
          : row,
      ),
    }));
  const submit = (payment: 'hold' | 'balance') => {
    const read = readBookingDraft(value, flights);
    setErrors(read.ok ? {} : read.errors);
    if (read.ok) props.onSubmit(read.booking, payment);
  };
  const seated = value.travellers.flatMap((traveller, index) =>
    takesSeatAndBags(traveller.type)
      ? [
          {
            id: String(index),
            name: `${traveller.givenName} ${traveller.surname}`.trim() || `Traveller ${String(index + 1)}`,
            passengerType: traveller.type,
          },
        ]
      : [],
  );

  return (
    <FormStack label="Book low-cost flights" onSubmit={() => submit('balance')}>
      <Heading as="h1" size="6">
        Booking
      </Heading>
      <Flex direction="column" gap="2" asChild>
        <ul aria-label="Flights">
          {flights.map((flight) => (
            <Card asChild key={flight.flightNumber}>
              <li>
                <Text as="p" weight="bold">
                  {flight.flightNumber} · {airportLabel(flight.from)} → {airportLabel(flight.to)}
                </Text>
                <Text as="p" size="2" color="gray">
                  {time(flight.departure)} → {time(flight.arrival)} · {FARE_BUNDLES[flight.bundle].name} ·{' '}
                  {formatMoney(flight.price.total)}
                </Text>
              </li>
            </Card>
          ))}
        </ul>
      </Flex>
      {value.travellers.map((traveller, index) => {
        const field = (name: string) => errors[`travellers.${String(index)}.${name}`];
        const label = `${PASSENGER_LABELS[traveller.type]} ${String(index + 1)}`;
        return (
          <Card key={index} asChild>
            <fieldset aria-label={label} className="m-0">
              <Heading as="h2" size="3" mb="2">
                {label}
              </Heading>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <TextInputField
                  label="Given name"
                  value={traveller.givenName}
                  error={field('givenName')}
                  onValueChange={(text) => setTraveller(index, 'givenName', text)}
                />
                <TextInputField
                  label="Surname"
                  value={traveller.surname}
                  error={field('surname')}
                  onValueChange={(text) => setTraveller(index, 'surname', text)}
                />
                {traveller.type === 'ADT' ? null : (
                  <DateField
                    label="Date of birth"
                    value={traveller.birthDate}
                    error={field('birthDate')}
                    onChange={(day) => setTraveller(index, 'birthDate', day)}
                  />
                )}
                {passport ? (
                  <>
                    <TextInputField
                      label="Passport number"
                      value={traveller.passportNumber}
                      error={field('passportNumber')}
                      onValueChange={(text) => setTraveller(index, 'passportNumber', text)}
                    />
                    <TextInputField
                      label="Passport country"
                      hint="Two letters, e.g. MA"
                      value={traveller.passportCountry}
                      error={field('passportCountry')}
                      onValueChange={(text) => setTraveller(index, 'passportCountry', text.toUpperCase())}
                    />
                    <DateField
                      label="Passport expiry"
                      value={traveller.passportExpiry}
                      error={field('passportExpiry')}
                      onChange={(day) => setTraveller(index, 'passportExpiry', day)}
                    />
                  </>
                ) : null}
              </div>
            </fieldset>
          </Card>
        );
      })}
      {flights.map((flight, flightIndex) => {
        const seatMap = seatMaps[flightIndex] ?? null;
        return (
          <Card key={flight.flightNumber} asChild>
            <section aria-label={`Extras on ${flight.flightNumber}`}>
              <Heading as="h2" size="3" mb="2">
                Extras on {flight.flightNumber}
              </Heading>
              <Flex direction="column" gap="2">
                {value.travellers.map((traveller, index) =>
                  takesSeatAndBags(traveller.type) ? (
                    <Flex key={index} align="center" justify="between" gap="3">
                      <Text size="2">
                        {PASSENGER_LABELS[traveller.type]} {index + 1}: checked bags (
                        {formatMoney(CHECKED_BAG_PRICE)} each)
                        {seatLabel(value.seats[flightIndex]?.[String(index)])}
                      </Text>
                      <Flex align="center" gap="2">
                        <IconButton
                          type="button"
                          variant="soft"
                          aria-label={`Fewer bags: traveller ${String(index + 1)} on ${flight.flightNumber}`}
                          onClick={() => setBags(flightIndex, index, -1)}
                        >
                          −
                        </IconButton>
                        <output
                          aria-label={`Bags: traveller ${String(index + 1)} on ${flight.flightNumber}`}
                          className="w-6 text-center"
                        >
                          {value.bags[flightIndex]?.[index] ?? 0}
                        </output>
                        <IconButton
                          type="button"
                          variant="soft"
                          aria-label={`More bags: traveller ${String(index + 1)} on ${flight.flightNumber}`}
                          onClick={() => setBags(flightIndex, index, 1)}
                        >
                          +
                        </IconButton>
                      </Flex>
                    </Flex>
                  ) : null,
                )}
                {seating === flightIndex && seatMap !== null ? (
                  <LoadedContent state={seatMap} loadingText="Loading the seat map…" slot="low-cost-seat-map">
                    {(map) => (
                      <Suspense fallback={<Skeleton height="320px" data-slot="seat-map-loading" />}>
                        <SeatMap
                          seatMap={map}
                          aircraftName="Airbus A320"
                          passengers={seated}
                          value={value.seats[flightIndex] ?? {}}
                          onChange={(seats) =>
                            onChange((draft) => ({
                              ...draft,
                              seats: draft.seats.map((chosen, position) =>
                                position === flightIndex ? seats : chosen,
                              ),
                            }))
                          }
                          onConfirm={() => setSeating(null)}
                        />
                      </Suspense>
                    )}
                  </LoadedContent>
                ) : (
                  <Button
                    type="button"
                    variant="soft"
                    className="self-start"
                    onClick={() => {
                      setSeating(flightIndex);
                      props.onOpenSeatMap(flightIndex);
                    }}
                  >
                    Choose seats on {flight.flightNumber}
                  </Button>
                )}
              </Flex>
            </section>
          </Card>
        );
      })}
      <Card>
        <Heading as="h2" size="3" mb="2">
          Contact
        </Heading>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextInputField
            label="Email"
            type="email"
            value={value.email}
            error={errors.email}
            onValueChange={(email) => onChange((draft) => ({ ...draft, email }))}
          />
          <TextInputField
            label="Phone"
            type="tel"
            value={value.phone}
            error={errors.phone}
            onValueChange={(phone) => onChange((draft) => ({ ...draft, phone }))}
          />
        </div>
      </Card>
      <Box>
        <Text as="p" size="4" weight="bold" data-slot="booking-total">
          Total {formatMoney(total)}
        </Text>
        <Text as="p" size="1" color="gray">
          Fares {formatMoney(fares)} · extras {formatMoney(total - fares)}
        </Text>
      </Box>
      {error === undefined ? null : (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      )}
      <Flex gap="3" justify="end" wrap="wrap">
        <Button type="button" variant="soft" size="3" loading={submitting} onClick={() => submit('hold')}>
          Hold booking
        </Button>
        <Button type="submit" size="3" loading={submitting}>
          Pay from balance
        </Button>
      </Flex>
      {submitting ? <Badge className="self-end">Sending to the airline…</Badge> : null}
    </FormStack>
  );
}
