/**
 * Payloads of the reservation, ticket and workbench calls of SPEC §7: the path parameters and bodies,
 * named exactly as the backend names them (SPEC §3 "Reservation and ticket operation fields").
 */
import { z } from './zod-mini';

const identifier = z.string().check(z.trim(), z.minLength(1));
const identifiers = z.array(identifier).check(z.minLength(1));

/**
 * Every field of SPEC §3 "Reservation and ticket operation fields", each with its schema. Identifiers are
 * non-empty strings; lists of identifiers have at least one element. The shapes of ancillaries and
 * passengers are not in the spec: they are objects kept as given.
 *
 * @example
 * RESERVATION_OPERATION_FIELDS.locator.parse('ABC123') // 'ABC123'
 */
export const RESERVATION_OPERATION_FIELDS = {
  locator: identifier,
  workbenchID: identifier,
  travelersIds: identifiers,
  itemId: identifier,
  comments: z.array(z.string().check(z.trim(), z.minLength(1))).check(z.minLength(1)),
  commentID: identifier,
  reservationCommentID: identifier,
  offerId: identifier,
  travelerId: identifier,
  code: identifier,
  specialServiceID: identifier,
  ancillaries: z.array(z.looseObject({})).check(z.minLength(1)),
  travelers: identifiers,
  reservationIdentifier: identifier,
  passengers: z.array(z.looseObject({})).check(z.minLength(1)),
  productType: identifier,
  offerIdentifier: identifier,
} as const;

/** Every operation field in one object: each call's payload picks its own fields from it. */
const operationFields = z.object(RESERVATION_OPERATION_FIELDS);

/**
 * The value types of the operation fields.
 *
 * @example
 * const locator: ReservationOperationFields['locator'] = 'ABC123';
 */
export type ReservationOperationFields = z.infer<typeof operationFields>;

/**
 * Body of POST /flight/retrieve.
 *
 * @example
 * retrieveReservationBodySchema.parse({ locator: 'ABC123' })
 */
export const retrieveReservationBodySchema = z.pick(operationFields, { locator: true });

/**
 * Query of GET /flight/workbench/initiate: a workbench for an existing reservation, or a new one.
 *
 * @example
 * workbenchInitiateQuerySchema.parse({}) // {}
 */
export const workbenchInitiateQuerySchema = z.object({
  locator: z.optional(RESERVATION_OPERATION_FIELDS.locator),
});

/**
 * Body of POST {locator}/updatable-items/{workbenchID}/list.
 *
 * @example
 * updatableItemsListBodySchema.parse({ travelersIds: ['t1'] })
 */
export const updatableItemsListBodySchema = z.pick(operationFields, { travelersIds: true });

/**
 * Body of PUT {locator}/updatable-items/{workbenchID}/update/{itemId}: the item's new data, any JSON.
 *
 * @example
 * updatableItemUpdateBodySchema.parse({ data: { email: 'zoe@agency.ma' } })
 */
export const updatableItemUpdateBodySchema = z.object({ data: z.json() });

/**
 * Body of POST {locator}/osi/{workbenchID}/add.
 *
 * @example
 * osiAddBodySchema.parse({ comments: ['VIP PASSENGER'] })
 */
export const osiAddBodySchema = z.pick(operationFields, { comments: true });
export type OsiAddBody = z.infer<typeof osiAddBodySchema>;

/**
 * Body of POST {locator}/meal/{workbenchID}/add.
 *
 * @example
 * mealAddBodySchema.parse({ offerId: 'o1', travelerId: 't1', code: 'VGML' })
 */
export const mealAddBodySchema = z.pick(operationFields, { offerId: true, travelerId: true, code: true });
export type MealAddBody = z.infer<typeof mealAddBodySchema>;

/**
 * Body of POST {locator}/ancillaries/{workbenchID}/confirm.
 *
 * @example
 * ancillariesConfirmBodySchema.parse({ ancillaries: [{ offerId: 'a1', travelerId: 't1' }] })
 */
export const ancillariesConfirmBodySchema = z.pick(operationFields, { ancillaries: true });

/**
 * One ancillary of `{ancillaries}` as the app chooses it: an offer for one traveler on one flight (the
 * body's own schema takes any object, as the backend also takes an offer by its `id`).
 *
 * @example
 * ancillaryChoiceSchema.parse({ offerId: 'a1', travelerId: 't1', segmentId: 's1' })
 */
export const ancillaryChoiceSchema = z.object({
  offerId: identifier,
  travelerId: identifier,
  segmentId: identifier,
});
export type AncillaryChoice = z.infer<typeof ancillaryChoiceSchema>;

/**
 * Body of POST split/{workbenchID}: the travellers to move to a new reservation.
 *
 * @example
 * splitReservationBodySchema.parse({ travelers: ['t2'], reservationIdentifier: 'r1' })
 */
export const splitReservationBodySchema = z.pick(operationFields, {
  travelers: true,
  reservationIdentifier: true,
});
export type SplitReservationBody = z.infer<typeof splitReservationBodySchema>;

/**
 * Body of POST price/{workbenchID}.
 *
 * @example
 * priceReservationBodySchema.parse({ passengers: [{ travelerId: 't1' }], productType: 'Air' })
 */
export const priceReservationBodySchema = z.pick(operationFields, { passengers: true, productType: true });
export type PriceReservationBody = z.infer<typeof priceReservationBodySchema>;

/**
 * Body of POST seats-map/{workbenchID}/confirm: the chosen seats, any JSON.
 *
 * @example
 * seatsConfirmBodySchema.parse({ data: [{ travelerId: 't1', seat: '12A' }] })
 */
export const seatsConfirmBodySchema = z.object({ data: z.json() });

/**
 * One seat of `{data}` as the app chooses it: a traveler's seat on one flight (the body's own schema
 * takes any JSON, as the backend also takes a seat as `seat`).
 *
 * @example
 * seatChoiceSchema.parse({ travelerId: 't1', segmentId: 's1', seatCode: '12A' })
 */
export const seatChoiceSchema = z.object({
  travelerId: identifier,
  segmentId: identifier,
  seatCode: identifier,
});
export type SeatChoice = z.infer<typeof seatChoiceSchema>;

/**
 * Path of GET seats-map/{reservationIdentifier}/{offerIdentifier}.
 *
 * @example
 * seatMapPathSchema.parse({ reservationIdentifier: 'r1', offerIdentifier: 'o1' })
 */
export const seatMapPathSchema = z.pick(operationFields, {
  reservationIdentifier: true,
  offerIdentifier: true,
});

/**
 * Path of DELETE {locator}/osi/{workbenchID}/{reservationCommentID}/delete/{commentID}.
 *
 * @example
 * osiDeletePathSchema.parse({ locator: 'ABC123', workbenchID: 'w1', reservationCommentID: 'rc1', commentID: 'c1' })
 */
export const osiDeletePathSchema = z.pick(operationFields, {
  locator: true,
  workbenchID: true,
  reservationCommentID: true,
  commentID: true,
});

/**
 * Path of DELETE {locator}/meal/{workbenchID}/delete/{specialServiceID}.
 *
 * @example
 * mealDeletePathSchema.parse({ locator: 'ABC123', workbenchID: 'w1', specialServiceID: 's1' })
 */
export const mealDeletePathSchema = z.pick(operationFields, {
  locator: true,
  workbenchID: true,
  specialServiceID: true,
});

/**
 * Path of PUT {locator}/updatable-items/{workbenchID}/update/{itemId}.
 *
 * @example
 * updatableItemPathSchema.parse({ locator: 'ABC123', workbenchID: 'w1', itemId: 'i1' })
 */
export const updatableItemPathSchema = z.pick(operationFields, {
  locator: true,
  workbenchID: true,
  itemId: true,
});

/**
 * Path of the calls scoped to a reservation and a workbench ({locator}/…/{workbenchID}/…).
 *
 * @example
 * workbenchPathSchema.parse({ locator: 'ABC123', workbenchID: 'w1' })
 */
export const workbenchPathSchema = z.pick(operationFields, { locator: true, workbenchID: true });
