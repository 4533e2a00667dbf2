/**
 * A low-cost search as the agent fills it (SPEC §5 passenger rules, the airline's network), the 7-day
 * low-fare calendar around the chosen day, the results' sort orders and the price a payment method
 * makes (SPEC §9 surcharge).
 */
import {
  type Centimes,
  computeSurcharge,
  passengerCountSchema,
  type PaymentMethod,
  withPassengerRules,
} from '@comptoir/flight-domain';
import { z } from 'zod';
import { LOW_COST_AIRLINE } from './airline';
import type { PassengerCounts } from './fares';
import { isServedRoute } from './network';

/** Days searched before and after the chosen day: a 7-day calendar strip. */
const CALENDAR_WINDOW_DAYS = 3;

const AIRPORT_CODE = /^[A-Z]{3}$/;
const isAirportCode = (value: unknown) => typeof value === 'string' && AIRPORT_CODE.test(value);
const airport = (message: string) => z.string({ error: message }).regex(AIRPORT_CODE, message);

/**
 * The search form: one-way, or return with a return day on or after the departure day; SPEC §5's
 * passenger rules; only routes the airline flies, and no unaccompanied minors (it does not carry them).
 *
 * @example
 * lowCostSearchSchema.safeParse({ from: 'RAK', to: 'ORY', date: '2026-12-18', adt: 1, cnn: 0, inf: 0, unn: 0 }).success // true
 */
export const lowCostSearchSchema = withPassengerRules(
  z.object({
    from: airport('Choose a departure airport'),
    to: airport('Choose an arrival airport'),
    date: z.iso.date({ error: 'Choose a departure date' }),
    returnDate: z.iso.date({ error: 'Choose a return date' }).optional(),
    adt: passengerCountSchema,
    cnn: passengerCountSchema,
    inf: passengerCountSchema,
    unn: passengerCountSchema.max(0, `${LOW_COST_AIRLINE.name} does not carry unaccompanied minors.`),
  }),
)
  // Said once both airports are chosen, not over an empty field's own message.
  .refine(
    (search) =>
      !isAirportCode(search.from) || !isAirportCode(search.to) || isServedRoute(search.from, search.to),
    {
      path: ['to'],
      message: `${LOW_COST_AIRLINE.name} does not fly this route.`,
    },
  )
  .refine((search) => search.returnDate === undefined || search.returnDate >= search.date, {
    path: ['returnDate'],
    message: 'The return cannot be before the departure.',
  });

export type LowCostSearch = z.output<typeof lowCostSearchSchema>;

/**
 * The party as the airline counts it.
 *
 * @example
 * airlinePassengers({ adt: 2, cnn: 1, inf: 0 }) // { ADT: 2, CNN: 1, INF: 0 }
 */
export function airlinePassengers(search: Pick<LowCostSearch, 'adt' | 'cnn' | 'inf'>): PassengerCounts {
  return { ADT: search.adt, CNN: search.cnn, INF: search.inf };
}

/** What the calendar and the sorts need of an offer. */
export interface PricedDeparture {
  /** Local departure time, YYYY-MM-DDTHH:mm. */
  readonly departure: string;
  /** Each bundle's total for the party, cheapest bundle first. */
  readonly bundles: readonly { readonly total: Centimes }[];
}

const lowestTotal = (offer: PricedDeparture) => Math.min(...offer.bundles.map((bundle) => bundle.total));

/** One day of the low-fare calendar: its lowest total for the party, or null without a flight. */
export interface CalendarDay {
  readonly date: string;
  readonly lowest: Centimes | null;
}

/**
 * The 7-day low-fare calendar around `date`: each day's lowest total among the offers, null when the
 * airline does not fly that day.
 *
 * @example
 * lowFareCalendar([{ departure: '2026-12-18T07:15', bundles: [{ total: 68_000 }] }], '2026-12-18')[3]
 * // { date: '2026-12-18', lowest: 68_000 }
 */
export function lowFareCalendar(offers: readonly PricedDeparture[], date: string): CalendarDay[] {
  return Array.from({ length: 2 * CALENDAR_WINDOW_DAYS + 1 }, (_, index) => {
    const day = new Date(Date.parse(`${date}T00:00:00Z`) + (index - CALENDAR_WINDOW_DAYS) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const totals = offers.filter((offer) => offer.departure.startsWith(day)).map(lowestTotal);
    return { date: day, lowest: totals.length === 0 ? null : Math.min(...totals) };
  });
}

/** The results' sort orders. */
export type OfferSort = 'price' | 'departure';

/**
 * The offers of one day, sorted by their lowest total (then departure), or by departure time.
 *
 * @example
 * offersOn(offers, '2026-12-18', 'departure')
 */
export function offersOn<Offer extends PricedDeparture>(
  offers: readonly Offer[],
  day: string,
  sort: OfferSort,
): Offer[] {
  const byDeparture = (a: Offer, b: Offer) => a.departure.localeCompare(b.departure);
  return offers
    .filter((offer) => offer.departure.startsWith(day))
    .sort(sort === 'price' ? (a, b) => lowestTotal(a) - lowestTotal(b) || byDeparture(a, b) : byDeparture);
}

/**
 * What the agency pays for a total with a payment method: the total plus SPEC §9's surcharge (2.3 % by a
 * local card, 3 % by an international one, nothing otherwise).
 *
 * @example
 * totalWithSurcharge(100_000, 'international-bank-card') // 103_000
 * totalWithSurcharge(100_000, 'cash') // 100_000
 */
export function totalWithSurcharge(total: Centimes, paymentMethod: PaymentMethod): Centimes {
  return total + computeSurcharge(total, paymentMethod);
}
