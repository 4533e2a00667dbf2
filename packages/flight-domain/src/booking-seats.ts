/**
 * Seats chosen while booking: who takes a seat, how the travelers are named on the seat map as on the
 * booking form, and the seats as the booking request carries them (POST /flight/booking).
 */
import type { BookingRequestInput } from './booking';
import { emptyBookingDraft } from './booking-draft';
import { PASSENGER_TYPE_LABELS, type PassengerTypeCode } from './enumerations';
import type { PassengerCounts } from './passengers';

/** Names a passenger type: `PASSENGER_TYPE_LABELS` in English, or an interface's words in its language. */
export type PassengerTypeNamer = (passengerType: PassengerTypeCode) => string;

const englishTypeName: PassengerTypeNamer = (passengerType) => PASSENGER_TYPE_LABELS[passengerType];

/**
 * Each traveler's name on the booking form, by passenger type (named by `typeName`, English by default)
 * and rank within it, in booking order.
 *
 * @example
 * travelerLabels(['ADT', 'ADT', 'CNN']) // ['Adult 1', 'Adult 2', 'Child 1']
 */
export function travelerLabels(
  passengerTypes: readonly PassengerTypeCode[],
  typeName: PassengerTypeNamer = englishTypeName,
): string[] {
  const seen = new Map<string, number>();
  return passengerTypes.map((passengerType) => nextLabel(seen, typeName(passengerType)));
}

/** The next traveler's label of a type named `label`, counting in `seen` (label → travelers so far). */
function nextLabel(seen: Map<string, number>, label: string): string {
  // CNN and CHD share 'Child': they are counted together, as the form heads them.
  const count = (seen.get(label) ?? 0) + 1;
  seen.set(label, count);
  return `${label} ${String(count)}`;
}

/** A traveler who takes a seat: `id` is the traveler's index in the booking. */
export interface SeatedPassenger {
  readonly id: string;
  readonly name: string;
  readonly passengerType: PassengerTypeCode;
}

/**
 * The travelers of a booking who take a seat, named as the booking form heads them ('Adult 1'), with
 * their booking index as id (the types named by `typeName`, English by default). Infants sit on an adult's lap: they keep their index but take no seat.
 *
 * @example
 * seatedPassengers({ adt: 1, cnn: 0, inf: 1, unn: 0 }) // [{ id: '0', name: 'Adult 1', passengerType: 'ADT' }]
 */
export function seatedPassengers(
  counts: PassengerCounts,
  typeName: PassengerTypeNamer = englishTypeName,
): SeatedPassenger[] {
  const seen = new Map<string, number>();
  return emptyBookingDraft(counts).travelers.flatMap(({ passengerType }, index) => {
    const name = nextLabel(seen, typeName(passengerType));
    return passengerType === 'INF' ? [] : [{ id: String(index), name, passengerType }];
  });
}

/** Seats confirmed per segment id: traveler index (as text) → seat code. */
export type ConfirmedSeats = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** A seat as the booking request carries it. */
export type BookingSeat = NonNullable<BookingRequestInput['seats']>[number];

/**
 * The seats confirmed on the seat maps, one entry per traveler and segment, as the booking request
 * carries them.
 *
 * @example
 * bookingSeats({ S1: { '0': '12A', '1': '12B' } })
 * // [{ segmentId: 'S1', travelerIndex: 0, seatCode: '12A' }, { segmentId: 'S1', travelerIndex: 1, seatCode: '12B' }]
 */
export function bookingSeats(confirmed: ConfirmedSeats): BookingSeat[] {
  return Object.entries(confirmed).flatMap(([segmentId, seats]) =>
    Object.entries(seats).map(([travelerIndex, seatCode]) => ({
      segmentId,
      travelerIndex: Number(travelerIndex),
      seatCode,
    })),
  );
}
