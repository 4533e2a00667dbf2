import { errorMessage } from '@comptoir/api';
import { lowCostQueries, useBookLowCostFlights, type ChosenOffer } from '@comptoir/plugin-low-cost/client';
import { airlinePassengers, bookingDraft, type LowCostBookingSearch } from '@comptoir/plugin-low-cost/rules';
import { LowCostBookingView } from '@comptoir/plugin-low-cost/views/booking';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { queryState } from '../../../../queries/query-state';

interface LowCostBookingPageProps {
  search: LowCostBookingSearch;
  offers: readonly ChosenOffer[];
}

/**
 * The booking form of the flights picked: the form kept here, each flight's seat map asked for when
 * opened, the booking sent once (`useBookLowCostFlights`), then the airline's confirmation.
 */
export function LowCostBookingPage({ search, offers }: LowCostBookingPageProps) {
  const [draft, setDraft] = useState(() => bookingDraft(airlinePassengers(search), offers.length));
  const [opened, setOpened] = useState<readonly number[]>([]);
  const { book, isPending, error, data } = useBookLowCostFlights();
  const seatMapQueries = useQueries({
    queries: offers.map((offer, index) => ({
      ...lowCostQueries.seatMap({
        flightNumber: offer.flightNumber,
        from: offer.from,
        to: offer.to,
        departure: offer.departure,
        bundle: offer.bundle,
      }),
      enabled: opened.includes(index),
    })),
  });
  return (
    <LowCostBookingView
      flights={offers}
      value={draft}
      onChange={setDraft}
      seatMaps={seatMapQueries.map((query, index) => (opened.includes(index) ? queryState(query) : null))}
      onOpenSeatMap={(index) => setOpened((shown) => (shown.includes(index) ? shown : [...shown, index]))}
      submitting={isPending}
      error={error === null ? undefined : errorMessage(error)}
      result={data}
      onSubmit={(booking, payment) =>
        // The failure is shown by the view (and the toast); nothing more to do with the promise here.
        void book({ ...booking, flights: [...offers], payment }).catch(() => undefined)
      }
    />
  );
}
