/**
 * Offers as far as SPEC §3 shows them, the reference that picks one product of one offer, and the search
 * parameters of the /book page (SPEC §2).
 */
import { z } from './zod-mini';
import { TRIP_TYPES } from './enumerations';

/**
 * A product of an offer. Only `productId` is known to the spec; every other field is kept as sent.
 *
 * @example
 * offerProductSchema.parse({ productId: 'p1', brand: 'Light' }) // { productId: 'p1', brand: 'Light' }
 */
export const offerProductSchema = z.looseObject({ productId: z.string().check(z.minLength(1)) });

/**
 * A product of an offer.
 *
 * @example
 * const product: OfferProduct = { productId: 'p1' };
 */
export type OfferProduct = z.infer<typeof offerProductSchema>;

/**
 * A flight offer item: its `offerId` and its products. Other fields are kept as sent, so the api package
 * can extend this schema with the full response shape.
 *
 * @example
 * flightOfferItemSchema.parse({ offerId: 'o1', products: [{ productId: 'p1' }] })
 */
export const flightOfferItemSchema = z.looseObject({
  offerId: z.string().check(z.minLength(1)),
  products: z.array(offerProductSchema),
});

/**
 * A flight offer item.
 *
 * @example
 * const offer: FlightOfferItem = { offerId: 'o1', products: [{ productId: 'p1' }] };
 */
export type FlightOfferItem = z.infer<typeof flightOfferItemSchema>;

/**
 * Messages of a booking link with a missing part (SPEC §2, §5).
 *
 * @example
 * OFFER_REFERENCE_MESSAGES.offerId // 'Missing offerId'
 */
export const OFFER_REFERENCE_MESSAGES = {
  offerId: 'Missing offerId',
  productId: 'Missing productId',
  identifier: 'Missing identifier',
} as const;

const required = (message: string) => z.string({ error: message }).check(z.minLength(1, message));

/**
 * What picks one product of one offer: `offerId`, `productId` and `identifier`, each a non-empty string
 * ('Missing offerId', 'Missing productId', 'Missing identifier').
 *
 * @example
 * offerReferenceSchema.safeParse({ offerId: 'o1', productId: '', identifier: 'x' }).error?.issues[0]?.message
 * // 'Missing productId'
 */
export const offerReferenceSchema = z.object({
  offerId: required(OFFER_REFERENCE_MESSAGES.offerId),
  productId: required(OFFER_REFERENCE_MESSAGES.productId),
  identifier: required(OFFER_REFERENCE_MESSAGES.identifier),
});

/**
 * An offer reference.
 *
 * @example
 * const reference: OfferReference = { offerId: 'o1', productId: 'p1', identifier: 'search-42' };
 */
export type OfferReference = z.infer<typeof offerReferenceSchema>;

/**
 * The search parameters of /book: the kind of trip (`oneway`, `roundtrip` or `multi-city`) and the offer
 * reference as `params`. Use it as the route's `validateSearch`.
 *
 * @example
 * bookSearchSchema.parse({ type: 'oneway', params: { offerId: 'o1', productId: 'p1', identifier: 's1' } })
 */
export const bookSearchSchema = z.object({
  type: z.enum(TRIP_TYPES),
  params: offerReferenceSchema,
});

/**
 * The search parameters of /book.
 *
 * @example
 * const search: BookSearch = { type: 'roundtrip', params: reference };
 */
export type BookSearch = z.infer<typeof bookSearchSchema>;
