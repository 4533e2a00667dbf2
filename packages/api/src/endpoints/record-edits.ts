/**
 * The edits of a reservation or a ticket (SPEC §7), one per call made inside a workbench, and the queries
 * its editors read there: with the editors, not with the record's page, as they hold the family's whole
 * client (every edit's body schema). The session that stages them is `useRecordWorkbench`.
 */
import type {
  AncillaryChoice,
  DisabilityRequest,
  MealAddBody,
  OsiAddBody,
  PriceReservationBody,
  PrimaryContactBody,
  SeatChoice,
  SplitReservationBody,
} from '@comptoir/flight-domain';
import type { RecordKind } from '../keys';
import { reservationsApi, reservationsQueries } from './reservations';
import { ticketsApi, ticketsQueries } from './tickets';
import type { EditTarget, RecordEdit } from './workbenches';

/** The query options of one kind of record: `recordQueries(kind).ancillaries(target)`. */
export function recordQueries(kind: RecordKind) {
  return kind === 'reservations' ? reservationsQueries : ticketsQueries;
}

/**
 * The edits of one kind of record (SPEC §7), one per call made inside a workbench, each typed by the
 * call's body: `recordEdits('reservations').addMeal(meal)` is the edit that adds `meal`, to be staged with
 * `useRecordWorkbench(…).stage(description, edit)`. Reservations also confirm seats; tickets also
 * exchange (the GDS exchange's modify-offer, staged in the ticket's workbench).
 *
 * @example
 * await workbench.stage(`Meal ${meal.code}`, recordEdits('reservations').addMeal(meal));
 */
export function recordEdits(kind: 'reservations'): ReturnType<typeof reservationEdits>;
export function recordEdits(kind: RecordKind): ReturnType<typeof sharedEdits>;
export function recordEdits(kind: RecordKind) {
  return kind === 'reservations' ? reservationEdits() : sharedEdits(ticketsApi);
}

/** The edits reservations and tickets share, over that kind's client. */
function sharedEdits(api: typeof reservationsApi | typeof ticketsApi) {
  return {
    addPrimaryContact:
      (contact: PrimaryContactBody): RecordEdit =>
      ({ recordId, workbenchID }) =>
        api.addPrimaryContact({ path: { id: recordId, workbenchID }, body: contact }),
    deletePrimaryContact:
      (contactId: string): RecordEdit =>
      ({ recordId, workbenchID }) =>
        api.deletePrimaryContact({ path: { id: recordId, workbenchID, contactId } }),
    updateUpdatableItem:
      (itemId: string, data: string): RecordEdit =>
      ({ locator, workbenchID }) =>
        api.updateUpdatableItem({ path: { locator, workbenchID, itemId }, body: { data } }),
    addOsi:
      (comments: OsiAddBody['comments']): RecordEdit =>
      ({ locator, workbenchID }) =>
        api.addOsi({ path: { locator, workbenchID }, body: { comments } }),
    deleteOsi:
      (remark: { reservationCommentID: string; commentID: string }): RecordEdit =>
      ({ locator, workbenchID }) =>
        api.deleteOsi({
          path: {
            locator,
            workbenchID,
            reservationCommentID: remark.reservationCommentID,
            commentID: remark.commentID,
          },
        }),
    addMeal:
      (meal: MealAddBody): RecordEdit =>
      ({ locator, workbenchID }) =>
        api.addMeal({ path: { locator, workbenchID }, body: meal }),
    deleteMeal:
      (specialServiceID: string): RecordEdit =>
      ({ locator, workbenchID }) =>
        api.deleteMeal({ path: { locator, workbenchID, specialServiceID } }),
    confirmAncillaries:
      (ancillaries: AncillaryChoice[]): RecordEdit =>
      ({ locator, workbenchID }) =>
        api.confirmAncillaries({ path: { locator, workbenchID }, body: { ancillaries } }),
    /** The disability request of the form, for the workbench's reservation (the body's locator). */
    addDisability:
      (request: DisabilityRequest): RecordEdit =>
      ({ locator, workbenchID }) =>
        api.addDisability({ path: { workbenchID }, body: { ...request, locator } }),
    /** Moves `travelers` (their ids) off the reservation `reservationIdentifier` names, to a new one. */
    split:
      (
        travelers: SplitReservationBody['travelers'],
        reservationIdentifier: SplitReservationBody['reservationIdentifier'],
      ): RecordEdit =>
      ({ workbenchID }) =>
        api.split({ path: { workbenchID }, body: { travelers, reservationIdentifier } }),
    /** Prices the travelers named (by id) for `productType`; resolves to the quote, which the commit applies. */
    price:
      (travelerIds: readonly string[], productType: PriceReservationBody['productType']) =>
      ({ workbenchID }: EditTarget) =>
        api.price({
          path: { workbenchID },
          body: { passengers: travelerIds.map((travelerId) => ({ travelerId })), productType },
        }),
  };
}

function reservationEdits() {
  return {
    ...sharedEdits(reservationsApi),
    confirmSeats:
      (data: SeatChoice[]): RecordEdit =>
      ({ workbenchID }) =>
        reservationsApi.confirmSeats({ path: { workbenchID }, body: { data } }),
  };
}
