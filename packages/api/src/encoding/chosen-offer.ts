/**
 * The offer chosen on a result page, written as text and read back: there is no backend call that
 * returns one offer, so the result page keeps it for /book. Its amounts are written in decimal MAD, as
 * the backend sends them, so that reading it back goes through the same offer schema as a search's
 * answer (which decodes decimals into centimes) and cannot drift from it.
 */
import {
  FLIGHT_SEARCH_SCHEMAS,
  type FlightOffer,
  flightOfferSchema,
  fromCentimes,
  type MultiCitySearch,
  type OfferReference,
  type OneWaySearch,
  paymentMethodSchema,
  type PaymentMethod,
  type Price,
  type Pricing,
  type RoundTripSearch,
  TRIP_TYPES,
  type TripType,
} from '@comptoir/flight-domain';

/** The offer staff chose on a result page, with the search it came from, kept for /book. */
export interface ChosenOffer {
  type: TripType;
  search: OneWaySearch | RoundTripSearch | MultiCitySearch;
  offer: FlightOffer;
  paymentType: PaymentMethod;
}

const decimalPrice = (price: Price) => ({
  ...price,
  base: fromCentimes(price.base),
  taxes: fromCentimes(price.taxes),
  markup: fromCentimes(price.markup),
  total: fromCentimes(price.total),
});

const decimalPricing = (pricing: Pricing) => ({
  total: decimalPrice(pricing.total),
  perPassenger: pricing.perPassenger.map((share) => ({ ...share, price: decimalPrice(share.price) })),
});

/**
 * The chosen offer as text to keep, its amounts in decimal MAD as the backend sends them.
 *
 * @example
 * sessionStorage.setItem(key, serializeChosenOffer({ type: 'oneway', search, offer, paymentType: 'cash' }))
 */
export function serializeChosenOffer(chosen: ChosenOffer): string {
  const products = chosen.offer.products.map((product) => ({
    ...product,
    pricing: decimalPricing(product.pricing),
  }));
  return JSON.stringify({ ...chosen, offer: { ...chosen.offer, products } });
}

function parseStored(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The chosen offer for a booking link from its kept text, validated: null when none is kept, when it is
 * not an offer and search any more, or when it is another offer or product than the link's.
 *
 * @example
 * parseChosenOffer(sessionStorage.getItem(key), { offerId, productId, identifier }) // ChosenOffer | null
 */
export function parseChosenOffer(text: string | null, reference: OfferReference): ChosenOffer | null {
  const stored = parseStored(text);
  if (typeof stored !== 'object' || stored === null) return null;
  const { type, search, offer, paymentType } = stored as Record<string, unknown>;
  const tripType = TRIP_TYPES.find((candidate) => candidate === type);
  if (tripType === undefined) return null;
  const parsedSearch = FLIGHT_SEARCH_SCHEMAS[tripType].safeParse(search);
  const parsedOffer = flightOfferSchema.safeParse(offer);
  const parsedPayment = paymentMethodSchema.safeParse(paymentType);
  if (!parsedSearch.success || !parsedOffer.success || !parsedPayment.success) return null;
  const chosen = parsedOffer.data;
  const matches =
    chosen.offerId === reference.offerId &&
    chosen.identifier === reference.identifier &&
    chosen.products.some((product) => product.productId === reference.productId);
  if (!matches) return null;
  return { type: tripType, search: parsedSearch.data, offer: chosen, paymentType: parsedPayment.data };
}
