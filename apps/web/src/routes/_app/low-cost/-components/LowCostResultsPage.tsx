import type { PaymentMethod } from '@comptoir/flight-domain';
import type { LowFareOffer } from '@comptoir/plugin-low-cost/client';
import {
  airportLabel,
  resultsLeg,
  type LowCostResultsSearch,
  type OfferSort,
} from '@comptoir/plugin-low-cost/rules';
import { LowCostResultsView } from '@comptoir/plugin-low-cost/views';
import type { LoadState } from '@comptoir/ui/kit';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '@comptoir/ui/i18n/messages';

interface LowCostResultsPageProps {
  search: LowCostResultsSearch;
  offers: LoadState<readonly LowFareOffer[]>;
}

/**
 * The results of a search: the leg it lists, a day of the calendar strip searched again, a bundle picked
 * on to the return flights (a return whose outbound is not yet picked) or to the booking, and back to the
 * search form with its criteria.
 */
export function LowCostResultsPage({ search, offers }: LowCostResultsPageProps) {
  const navigate = useNavigate();
  const [sort, setSort] = useState<OfferSort>('price');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cash');
  const leg = resultsLeg(search);
  const route = `${airportLabel(leg.from)} → ${airportLabel(leg.to)}`;
  const { outbound, ...criteria } = search;
  return (
    <LowCostResultsView
      routeLabel={m.lowcost_leg({ direction: leg.direction, route })}
      date={leg.date}
      offers={offers}
      sort={sort}
      onSortChange={setSort}
      paymentMethod={paymentMethod}
      onPaymentMethodChange={setPaymentMethod}
      onDateChange={(day) =>
        void navigate({
          to: '/low-cost/results',
          search: leg.direction === 'return' ? { ...search, returnDate: day } : { ...search, date: day },
        })
      }
      onChoose={(flight, bundle) => {
        const picked = { flightNumber: flight.flightNumber, departure: flight.departure, bundle };
        if (leg.direction === 'outbound' && search.returnDate !== undefined)
          void navigate({ to: '/low-cost/results', search: { ...criteria, outbound: picked } });
        else if (outbound === undefined)
          void navigate({ to: '/low-cost/booking', search: { ...criteria, outbound: picked } });
        else void navigate({ to: '/low-cost/booking', search: { ...criteria, outbound, inbound: picked } });
      }}
      onChangeSearch={() =>
        void navigate({
          to: '/low-cost',
          search: {
            from: criteria.from,
            to: criteria.to,
            date: criteria.date,
            returnDate: criteria.returnDate,
            adt: criteria.adt,
            cnn: criteria.cnn,
            inf: criteria.inf,
          },
        })
      }
    />
  );
}
