/**
 * Offers for stories and the results benchmark, from the sandbox's deterministic generator
 * (`generateOffers` of `@comptoir/mock-backend`, which callers import: ui code may not). Not part of the
 * package's API.
 */
import {
  type Centimes,
  type FlightOffer,
  type Markup,
  multiCitySearchSchema,
  oneWaySearchSchema,
  type PassengerTypeCode,
  type Product,
  roundTripSearchSchema,
} from '@comptoir/flight-domain';

interface SandboxPrice {
  base: Centimes;
  taxes: Centimes;
  markup: Centimes;
  total: Centimes;
}

/** An offer as the sandbox generator makes it: money in centimes, without the currency of the wire. */
interface SandboxOffer extends Omit<FlightOffer, 'products'> {
  products: (Omit<Product, 'pricing'> & {
    pricing: {
      total: SandboxPrice;
      perPassenger: { passengerType: PassengerTypeCode; count: number; price: SandboxPrice }[];
    };
  })[];
}

const inMad = (price: SandboxPrice) => ({ currency: 'MAD' as const, ...price });

/** The sandbox's offers as the api layer hands them to views. */
export function fromSandboxOffers(offers: readonly SandboxOffer[]): FlightOffer[] {
  return offers.map((offer) => ({
    ...offer,
    products: offer.products.map((product) => ({
      ...product,
      pricing: {
        total: inMad(product.pricing.total),
        perPassenger: product.pricing.perPassenger.map((line) => ({ ...line, price: inMad(line.price) })),
      },
    })),
  }));
}

const family = { adt: 2, cnn: 1, inf: 0, unn: 0 };

/** One search of each kind, for a family of two adults and a child. */
export const STORY_SEARCHES = {
  oneway: {
    kind: 'oneway' as const,
    ...oneWaySearchSchema.parse({ ...family, from: 'CMN', to: 'CDG', date: '2026-12-01' }),
  },
  roundtrip: {
    kind: 'roundtrip' as const,
    ...roundTripSearchSchema.parse({
      ...family,
      from: 'CMN',
      to: 'CDG',
      date: '2026-12-01',
      returnDate: '2026-12-08',
    }),
  },
  'multi-city': {
    kind: 'multi-city' as const,
    ...multiCitySearchSchema.parse({
      ...family,
      destinations: [
        { from: 'CMN', to: 'CDG', date: '2026-12-01' },
        { from: 'CDG', to: 'FCO', date: '2026-12-05' },
        { from: 'FCO', to: 'CMN', date: '2026-12-09' },
      ],
    }),
  },
};

/** The organization's markup in stories: 2.5 % of base + taxes. */
export const STORY_MARKUP = (): Markup => ({ kind: 'percentage', percent: 2.5 });

/**
 * Many one-way searches (Casablanca to four capitals, GDS and NDC, on consecutive days from 1 December
 * 2026): enough offers to load a results list with thousands of them.
 */
export function manyOneWaySearches(days: number) {
  const destinations = ['CDG', 'LHR', 'MAD', 'FCO'];
  return Array.from({ length: days }, (_, day) => `2026-12-${String(day + 1).padStart(2, '0')}`).flatMap(
    (date) =>
      destinations.flatMap((to) =>
        [false, true].map((isNDC) => ({
          kind: 'oneway' as const,
          ...oneWaySearchSchema.parse({ ...family, from: 'CMN', to, date, isNDC }),
        })),
      ),
  );
}
