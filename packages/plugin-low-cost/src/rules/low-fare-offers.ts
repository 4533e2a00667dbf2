/**
 * The low-cost results: the 7-day low-fare calendar around the chosen day, the sort orders and the price a
 * payment method makes (SPEC §9 surcharge).
 */
import { type Centimes, computeSurcharge, type PaymentMethod } from '@comptoir/flight-domain';

/** Days searched before and after the chosen day: a 7-day calendar strip. */
const CALENDAR_WINDOW_DAYS = 3;

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
