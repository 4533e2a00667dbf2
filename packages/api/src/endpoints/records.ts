import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import {
  ancillaryOffersSchema,
  fareRulesResultSchema,
  messageResponseSchema,
  pageSchema,
  priceQuoteSchema,
  reservationActionResultSchema,
  reservationSchema,
  reservationSummarySchema,
  seatMapSchema,
  splitResultSchema,
  ticketActionResultSchema,
  ticketListItemSchema,
  ticketSchema,
  updatableItemsSchema,
} from '@comptoir/flight-domain';

/** A PDF document, downloaded as a Blob (a browser type, so it lives here and not in flight-domain). */
const pdfSchema = z.instanceof(Blob);
/**
 * The operations reservations and tickets share (SPEC §7: tickets have "the same set as reservations",
 * minus cancel, reprice, fare rules and seat confirmation). Edits go through a workbench.
 */
function sharedRecordEndpoints<Item extends z.ZodType, Detail extends z.ZodType>(
  base: '/reservations' | '/tickets',
  item: Item,
  detail: Detail,
) {
  return {
    list: endpoint({ method: 'GET', base, path: '', response: pageSchema(item) }),
    detail: endpoint({ method: 'GET', base, path: '/{id}', response: detail }),
    addPrimaryContact: endpoint({
      method: 'POST',
      base,
      path: '/{id}/primary-contact/{workbenchID}/add',
      response: messageResponseSchema,
    }),
    deletePrimaryContact: endpoint({
      method: 'DELETE',
      base,
      path: '/{id}/primary-contact/{workbenchID}/delete/{contactId}',
      response: messageResponseSchema,
    }),
    listUpdatableItems: endpoint({
      method: 'POST',
      base,
      path: '/{locator}/updatable-items/{workbenchID}/list',
      response: updatableItemsSchema,
    }),
    updateUpdatableItem: endpoint({
      method: 'PUT',
      base,
      path: '/{locator}/updatable-items/{workbenchID}/update/{itemId}',
      response: messageResponseSchema,
    }),
    addOsi: endpoint({
      method: 'POST',
      base,
      path: '/{locator}/osi/{workbenchID}/add',
      response: messageResponseSchema,
    }),
    deleteOsi: endpoint({
      method: 'DELETE',
      base,
      path: '/{locator}/osi/{workbenchID}/{reservationCommentID}/delete/{commentID}',
      response: messageResponseSchema,
    }),
    addMeal: endpoint({
      method: 'POST',
      base,
      path: '/{locator}/meal/{workbenchID}/add',
      response: messageResponseSchema,
    }),
    deleteMeal: endpoint({
      method: 'DELETE',
      base,
      path: '/{locator}/meal/{workbenchID}/delete/{specialServiceID}',
      response: messageResponseSchema,
    }),
    listAncillaries: endpoint({
      method: 'POST',
      base,
      path: '/{locator}/ancillaries/{workbenchID}/list',
      response: ancillaryOffersSchema,
    }),
    confirmAncillaries: endpoint({
      method: 'POST',
      base,
      path: '/{locator}/ancillaries/{workbenchID}/confirm',
      response: messageResponseSchema,
    }),
    pdf: endpoint({ method: 'GET', base, path: '/{id}/pdf', response: pdfSchema, responseType: 'blob' }),
    split: endpoint({ method: 'POST', base, path: '/split/{workbenchID}', response: splitResultSchema }),
    price: endpoint({ method: 'POST', base, path: '/price/{workbenchID}', response: priceQuoteSchema }),
    seatMap: endpoint({
      method: 'GET',
      base,
      path: '/seats-map/{reservationIdentifier}/{offerIdentifier}',
      response: seatMapSchema,
    }),
    addDisability: endpoint({
      method: 'POST',
      base,
      path: '/disability/{workbenchID}/add',
      response: messageResponseSchema,
    }),
  };
}

/** The shared endpoints of one kind of record. */
export type SharedRecordEndpoints<Item extends z.ZodType, Detail extends z.ZodType> = ReturnType<
  typeof sharedRecordEndpoints<Item, Detail>
>;

/** Reservations (SPEC §7, base /reservations). */
export const reservationEndpoints = {
  ...sharedRecordEndpoints('/reservations', reservationSummarySchema, reservationSchema),
  ticket: endpoint({
    method: 'POST',
    path: '/reservations/{id}/ticket',
    response: reservationActionResultSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/reservations/{id}/cancel',
    response: reservationActionResultSchema,
  }),
  reprice: endpoint({
    method: 'POST',
    path: '/reservations/{id}/reprice',
    response: reservationActionResultSchema,
  }),
  confirmSeats: endpoint({
    method: 'POST',
    path: '/reservations/seats-map/{workbenchID}/confirm',
    response: messageResponseSchema,
  }),
  fareRules: endpoint({
    method: 'PUT',
    path: '/reservations/fare-rules/{id}',
    response: fareRulesResultSchema,
  }),
};

/** Tickets (SPEC §7, base /tickets). */
export const ticketEndpoints = {
  ...sharedRecordEndpoints('/tickets', ticketListItemSchema, ticketSchema),
  void: endpoint({ method: 'POST', path: '/tickets/{id}/void', response: ticketActionResultSchema }),
};
