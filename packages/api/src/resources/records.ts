import {
  ancillariesConfirmBodySchema,
  disabilityAddBodySchema,
  listQuerySchema,
  mealAddBodySchema,
  osiAddBodySchema,
  priceReservationBodySchema,
  primaryContactBodySchema,
  seatsConfirmBodySchema,
  splitReservationBodySchema,
  updatableItemsListBodySchema,
  updatableItemUpdateBodySchema,
  type ListQueryInput,
  type reservationSchema,
  type reservationSummarySchema,
  type ticketListItemSchema,
  type ticketSchema,
} from '@comptoir/flight-domain';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { reservationEndpoints, ticketEndpoints, type SharedRecordEndpoints } from '../endpoints/records';
import { send, sendValidated } from '../http/send';
import { useApiMutation } from '../query/use-api-mutation';
import { flightApi } from './flight';
import { balanceKeys } from './settings';

type Body<Schema extends z.ZodType> = z.input<Schema>;

/** Reservations and tickets: the two kinds of record the back office edits through workbenches. */
export type RecordKind = 'reservations' | 'tickets';

/** `{ locator, workbenchID }`: where a workbench edit applies. */
export interface WorkbenchTarget {
  locator: string;
  workbenchID: string;
}

/** Query keys of one kind of record; edits made in a workbench live under `workbench(id)`. */
export function recordKeys(kind: RecordKind) {
  const all = [kind] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: ListQueryInput) => [...all, 'list', listQuerySchema.parse(query)] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
    workbench: (workbenchID: string) => [...all, 'workbench', workbenchID] as const,
    updatableItems: (target: WorkbenchTarget, travelersIds: readonly string[]) =>
      [...all, 'workbench', target.workbenchID, 'updatable-items', target.locator, travelersIds] as const,
    ancillaries: (target: WorkbenchTarget) =>
      [...all, 'workbench', target.workbenchID, 'ancillaries', target.locator] as const,
    seatMap: (reservationIdentifier: string, offerIdentifier: string) =>
      [...all, 'seat-map', reservationIdentifier, offerIdentifier] as const,
  };
}

/** The calls reservations and tickets share (SPEC §7), for one kind of record. */
function sharedRecordApi<Item extends z.ZodType, Detail extends z.ZodType>(
  endpoints: SharedRecordEndpoints<Item, Detail>,
) {
  return {
    list: (query: ListQueryInput, signal?: AbortSignal) =>
      send(endpoints.list, { path: undefined, query: listQuerySchema.parse(query), signal }),
    addPrimaryContact: (id: string, workbenchID: string, body: Body<typeof primaryContactBodySchema>) =>
      sendValidated(endpoints.addPrimaryContact, primaryContactBodySchema, body, {
        path: { id, workbenchID },
      }),
    deletePrimaryContact: (id: string, workbenchID: string, contactId: string) =>
      send(endpoints.deletePrimaryContact, { path: { id, workbenchID, contactId } }),
    listUpdatableItems: (target: WorkbenchTarget, travelersIds: string[], signal?: AbortSignal) =>
      sendValidated(
        endpoints.listUpdatableItems,
        updatableItemsListBodySchema,
        { travelersIds },
        { path: target, signal },
      ),
    updateUpdatableItem: (
      target: WorkbenchTarget,
      itemId: string,
      data: Body<typeof updatableItemUpdateBodySchema>['data'],
    ) =>
      sendValidated(
        endpoints.updateUpdatableItem,
        updatableItemUpdateBodySchema,
        { data },
        { path: { ...target, itemId } },
      ),
    addOsi: (target: WorkbenchTarget, comments: string[]) =>
      sendValidated(endpoints.addOsi, osiAddBodySchema, { comments }, { path: target }),
    deleteOsi: (target: WorkbenchTarget, reservationCommentID: string, commentID: string) =>
      send(endpoints.deleteOsi, { path: { ...target, reservationCommentID, commentID } }),
    addMeal: (target: WorkbenchTarget, body: Body<typeof mealAddBodySchema>) =>
      sendValidated(endpoints.addMeal, mealAddBodySchema, body, { path: target }),
    deleteMeal: (target: WorkbenchTarget, specialServiceID: string) =>
      send(endpoints.deleteMeal, { path: { ...target, specialServiceID } }),
    listAncillaries: (target: WorkbenchTarget, signal?: AbortSignal) =>
      send(endpoints.listAncillaries, { path: target, signal }),
    confirmAncillaries: (
      target: WorkbenchTarget,
      ancillaries: Body<typeof ancillariesConfirmBodySchema>['ancillaries'],
    ) =>
      sendValidated(
        endpoints.confirmAncillaries,
        ancillariesConfirmBodySchema,
        { ancillaries },
        { path: target },
      ),
    pdf: (id: string) => send(endpoints.pdf, { path: { id } }),
    split: (workbenchID: string, body: Body<typeof splitReservationBodySchema>) =>
      sendValidated(endpoints.split, splitReservationBodySchema, body, { path: { workbenchID } }),
    price: (workbenchID: string, body: Body<typeof priceReservationBodySchema>) =>
      sendValidated(endpoints.price, priceReservationBodySchema, body, { path: { workbenchID } }),
    seatMap: (reservationIdentifier: string, offerIdentifier: string, signal?: AbortSignal) =>
      send(endpoints.seatMap, { path: { reservationIdentifier, offerIdentifier }, signal }),
    addDisability: (workbenchID: string, body: Body<typeof disabilityAddBodySchema>) =>
      sendValidated(endpoints.addDisability, disabilityAddBodySchema, body, { path: { workbenchID } }),
  };
}

/** Reservations (SPEC §7, base /reservations). */
export const reservationsApi = {
  ...sharedRecordApi(reservationEndpoints),
  detail: (id: string, signal?: AbortSignal) => send(reservationEndpoints.detail, { path: { id }, signal }),
  ticket: (id: string) => send(reservationEndpoints.ticket, { path: { id } }),
  cancel: (id: string) => send(reservationEndpoints.cancel, { path: { id } }),
  reprice: (id: string) => send(reservationEndpoints.reprice, { path: { id } }),
  confirmSeats: (workbenchID: string, data: Body<typeof seatsConfirmBodySchema>['data']) =>
    sendValidated(
      reservationEndpoints.confirmSeats,
      seatsConfirmBodySchema,
      { data },
      { path: { workbenchID } },
    ),
  /** PUT fare-rules/{id} with an empty body (SPEC §7). */
  fareRules: (id: string) => send(reservationEndpoints.fareRules, { path: { id }, body: {} }),
};

/** Tickets (SPEC §7, base /tickets). */
export const ticketsApi = {
  ...sharedRecordApi(ticketEndpoints),
  detail: (id: string, signal?: AbortSignal) => send(ticketEndpoints.detail, { path: { id }, signal }),
  void: (id: string) => send(ticketEndpoints.void, { path: { id } }),
};

export const reservationKeys = recordKeys('reservations');
export const ticketKeys = recordKeys('tickets');

/** Query options shared by both kinds of record. */
function sharedRecordQueries<Item extends z.ZodType, Detail extends z.ZodType>(
  kind: RecordKind,
  api: ReturnType<typeof sharedRecordApi<Item, Detail>>,
) {
  const keys = recordKeys(kind);
  return {
    list: (query: ListQueryInput) =>
      queryOptions({ queryKey: keys.list(query), queryFn: ({ signal }) => api.list(query, signal) }),
    updatableItems: (target: WorkbenchTarget, travelersIds: string[]) =>
      queryOptions({
        queryKey: keys.updatableItems(target, travelersIds),
        queryFn: ({ signal }) => api.listUpdatableItems(target, travelersIds, signal),
      }),
    ancillaries: (target: WorkbenchTarget) =>
      queryOptions({
        queryKey: keys.ancillaries(target),
        queryFn: ({ signal }) => api.listAncillaries(target, signal),
      }),
    seatMap: (reservationIdentifier: string, offerIdentifier: string) =>
      queryOptions({
        queryKey: keys.seatMap(reservationIdentifier, offerIdentifier),
        queryFn: ({ signal }) => api.seatMap(reservationIdentifier, offerIdentifier, signal),
      }),
  };
}

export const reservationQueries = {
  // Explicit: the list's item type is not inferred through `ReturnType<typeof sharedRecordApi<…>>`.
  ...sharedRecordQueries<typeof reservationSummarySchema, typeof reservationSchema>(
    'reservations',
    reservationsApi,
  ),
  detail: (id: string) =>
    queryOptions({
      queryKey: reservationKeys.detail(id),
      queryFn: ({ signal }) => reservationsApi.detail(id, signal),
    }),
};

export const ticketQueries = {
  ...sharedRecordQueries<typeof ticketListItemSchema, typeof ticketSchema>('tickets', ticketsApi),
  detail: (id: string) =>
    queryOptions({ queryKey: ticketKeys.detail(id), queryFn: ({ signal }) => ticketsApi.detail(id, signal) }),
};

/** Ticketing, cancelling and repricing change the reservation, its list, its tickets and the balance. */
function useReservationAction(action: (id: string) => Promise<unknown>) {
  return useApiMutation({
    mutationFn: ({ id }: { id: string }) => action(id),
    invalidates: ({ id }) => [
      reservationKeys.detail(id),
      reservationKeys.lists(),
      ticketKeys.lists(),
      balanceKeys.all,
    ],
  });
}

export const useTicketReservation = () => useReservationAction(reservationsApi.ticket);
export const useCancelReservation = () => useReservationAction(reservationsApi.cancel);
export const useRepriceReservation = () => useReservationAction(reservationsApi.reprice);

export function useVoidTicket() {
  return useApiMutation({
    mutationFn: ({ id }: { id: string }) => ticketsApi.void(id),
    invalidates: ({ id }, { ticket }) => [
      ticketKeys.detail(id),
      ticketKeys.lists(),
      reservationKeys.detail(ticket.reservationId),
      reservationKeys.lists(),
      balanceKeys.all,
    ],
  });
}

export function useFareRules() {
  return useApiMutation({
    mutationFn: ({ id }: { id: string }) => reservationsApi.fareRules(id),
    invalidates: () => [],
  });
}

/**
 * A write inside a workbench: it stays pending until the workbench is committed, so it only changes
 * what is cached for that workbench.
 */
export function useWorkbenchEdit<Variables extends { workbenchID: string }, Data>(
  kind: RecordKind,
  mutationFn: (variables: Variables) => Promise<Data>,
) {
  return useApiMutation({
    mutationFn,
    invalidates: ({ workbenchID }) => [recordKeys(kind).workbench(workbenchID)],
  });
}

/** Opens a workbench, for an existing reservation when given its locator. Nothing cached changes yet. */
export function useInitiateWorkbench() {
  return useApiMutation({
    mutationFn: ({ locator }: { locator?: string }) => flightApi.initiateWorkbench(locator),
    invalidates: () => [],
  });
}

/** Committing a workbench makes its edits real: the record and its lists change. */
export function useCommitWorkbench(kind: RecordKind) {
  const keys = recordKeys(kind);
  return useApiMutation({
    mutationFn: ({ workbenchID }: { workbenchID: string; recordId: string }) =>
      flightApi.commitWorkbench(workbenchID),
    invalidates: ({ workbenchID, recordId }) => [
      keys.workbench(workbenchID),
      keys.detail(recordId),
      keys.lists(),
    ],
  });
}

/** Ignoring a workbench throws its pending edits away. */
export function useIgnoreWorkbench(kind: RecordKind) {
  return useApiMutation({
    mutationFn: ({ workbenchID }: { workbenchID: string }) => flightApi.ignoreWorkbench(workbenchID),
    invalidates: ({ workbenchID }) => [recordKeys(kind).workbench(workbenchID)],
  });
}
