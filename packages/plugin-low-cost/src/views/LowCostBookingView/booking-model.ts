import { formatDateTime, type SeatMap as SeatMapData } from '@comptoir/flight-domain';
import type { LoadState } from '@comptoir/ui/kit';
import type { Dispatch, SetStateAction } from 'react';
import { m } from '@comptoir/ui/i18n/messages';
import { CHECKED_BAG_PRICE, type BookingDraft } from '../../rules';

/** How the booking form's parts update it: a state setter, so two changes in one frame both land. */
export type BookingDraftSetter = Dispatch<SetStateAction<BookingDraft>>;

/** A flight's seat map (the client's `LowCostSeatMap`). */
export type FlightSeatMap = SeatMapData['segments'][number];

/** A traveller's passenger type as a person reads it, e.g. "Adult 1", in the interface's language. */
export const PASSENGER_LABELS = {
  ADT: m.lowcost_adult,
  CNN: m.lowcost_child,
  INF: m.lowcost_infant,
} as const;

/** A flight's local time (YYYY-MM-DDTHH:mm) as the app writes dates and times. */
export const flightTime = (local: string) => formatDateTime(`${local}:00Z`);

/** The total of the extras chosen: bags, and seats at their price on the loaded seat maps. */
export function extrasTotal(
  value: BookingDraft,
  seatMaps: readonly (LoadState<FlightSeatMap> | null)[],
): number {
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
