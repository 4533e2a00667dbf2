/**
 * What reservations and tickets share (SPEC §7: tickets have "the same set as reservations", minus
 * cancel, reprice, fare rules and seat confirmation): one table, one set of query options, spread into
 * both families. Edits go through a workbench. The details are declared apart (`record-detail-calls.ts`),
 * which a record's page reads without the rest of the table.
 */
import {
  ancillariesConfirmBodySchema,
  ancillaryOffersSchema,
  disabilityAddBodySchema,
  mealAddBodySchema,
  messageResponseSchema,
  osiAddBodySchema,
  priceQuoteSchema,
  priceReservationBodySchema,
  primaryContactBodySchema,
  seatMapSchema,
  splitReservationBodySchema,
  splitResultSchema,
  updatableItemsListBodySchema,
  updatableItemsSchema,
  updatableItemUpdateBodySchema,
} from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import type { Client } from '../http/client';
import { endpoint, type Endpoint } from '../http/endpoint';
import { recordKeys, type RecordKind, type WorkbenchTarget } from '../keys';
import { endpointQuery } from '../query/endpoint-query';

/** A PDF document, downloaded as a Blob (a browser type, so it lives here and not in flight-domain). */
const pdfSchema = z.instanceof(Blob);

/** The shared table of one kind of record, under its base path, with its detail's entry. */
export function sharedRecordEndpoints<Detail extends Endpoint>(base: `/${RecordKind}`, detail: Detail) {
  return {
    detail,
    addPrimaryContact: endpoint({
      method: 'POST',
      base,
      path: '/{id}/primary-contact/{workbenchID}/add',
      body: primaryContactBodySchema,
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
      body: updatableItemsListBodySchema,
      response: updatableItemsSchema,
    }),
    updateUpdatableItem: endpoint({
      method: 'PUT',
      base,
      path: '/{locator}/updatable-items/{workbenchID}/update/{itemId}',
      body: updatableItemUpdateBodySchema,
      response: messageResponseSchema,
    }),
    addOsi: endpoint({
      method: 'POST',
      base,
      path: '/{locator}/osi/{workbenchID}/add',
      body: osiAddBodySchema,
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
      body: mealAddBodySchema,
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
      body: ancillariesConfirmBodySchema,
      response: messageResponseSchema,
    }),
    pdf: endpoint({ method: 'GET', base, path: '/{id}/pdf', response: pdfSchema, responseType: 'blob' }),
    split: endpoint({
      method: 'POST',
      base,
      path: '/split/{workbenchID}',
      body: splitReservationBodySchema,
      response: splitResultSchema,
    }),
    price: endpoint({
      method: 'POST',
      base,
      path: '/price/{workbenchID}',
      body: priceReservationBodySchema,
      response: priceQuoteSchema,
    }),
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
      body: disabilityAddBodySchema,
      response: messageResponseSchema,
    }),
  };
}

type SharedRecordEndpoints<Detail extends Endpoint> = ReturnType<typeof sharedRecordEndpoints<Detail>>;

/** The query options both kinds of record offer beside their detail, over that kind's client. */
export function sharedRecordQueries<Detail extends Endpoint>(
  kind: RecordKind,
  api: Client<SharedRecordEndpoints<Detail>>,
) {
  const keys = recordKeys(kind);
  return {
    updatableItems: (target: WorkbenchTarget, travelersIds: string[]) =>
      endpointQuery(keys.updatableItems(target, travelersIds), api.listUpdatableItems, {
        path: target,
        body: { travelersIds },
      }),
    ancillaries: (target: WorkbenchTarget) =>
      endpointQuery(keys.ancillaries(target), api.listAncillaries, { path: target }),
    seatMap: (reservationIdentifier: string, offerIdentifier: string) =>
      endpointQuery(keys.seatMap(reservationIdentifier, offerIdentifier), api.seatMap, {
        path: { reservationIdentifier, offerIdentifier },
      }),
  };
}
