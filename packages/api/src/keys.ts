/**
 * Every query key, hierarchical and rooted at its family's name: `['reservations', 'detail', id]`.
 * Queries read them and mutations invalidate them, so a family can invalidate another's keys without
 * importing its calls.
 */
import {
  balanceListQuerySchema,
  listQuerySchema,
  type BalanceListQueryInput,
  locationSearchSchema,
  type ListQueryInput,
  type LocationSearchInput,
  type MultiCitySearchInput,
  type OfferReference,
  type OneWaySearchInput,
  type RoundTripSearchInput,
  ticketListQuerySchema,
  type TicketListQueryInput,
} from '@comptoir/flight-domain';

/** The three kinds of search and what each sends. */
export type FlightSearchRequest =
  | { kind: 'oneway'; search: OneWaySearchInput }
  | { kind: 'roundtrip'; search: RoundTripSearchInput }
  | { kind: 'multi-city'; search: MultiCitySearchInput };

/** Reservations and tickets: the two kinds of record the back office edits through workbenches. */
export type RecordKind = 'reservations' | 'tickets';

/** `{ locator, workbenchID }`: where a workbench edit applies. */
export interface WorkbenchTarget {
  locator: string;
  workbenchID: string;
}

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};

/** Keys of one kind of record; edits made in a workbench live under `workbench(id)`. */
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

export const reservationsKeys = recordKeys('reservations');
const ticketRecordKeys = recordKeys('tickets');
export const ticketsKeys = {
  ...ticketRecordKeys,
  /** The tickets list is also keyed by its status filter. */
  list: (query: TicketListQueryInput) =>
    [...ticketRecordKeys.lists(), ticketListQuerySchema.parse(query)] as const,
};

export const flightsKeys = {
  all: ['flights'] as const,
  search: (request: FlightSearchRequest) =>
    [...flightsKeys.all, 'search', request.kind, request.search] as const,
  seatMap: (offer: OfferReference) => [...flightsKeys.all, 'seat-map', offer] as const,
  /** The booking, a write: the key its page reads to show one on its way. */
  booking: () => [...flightsKeys.all, 'booking'] as const,
};

export const locationsKeys = {
  all: ['locations'] as const,
  search: (input: LocationSearchInput) =>
    [...locationsKeys.all, 'search', locationSearchSchema.parse(input)] as const,
};

export const exchangeKeys = {
  all: ['exchange'] as const,
  eligibility: (ticketId: string) => [...exchangeKeys.all, 'eligibility', ticketId] as const,
};

export const usersKeys = {
  all: ['users'] as const,
  me: () => [...usersKeys.all, 'me'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (query: ListQueryInput) => [...usersKeys.lists(), listQuerySchema.parse(query)] as const,
  members: (organizationId: string) => [...usersKeys.all, 'members', organizationId] as const,
};

export const organizationsKeys = {
  all: ['organizations'] as const,
  list: () => [...organizationsKeys.all, 'list'] as const,
  active: () => [...organizationsKeys.all, 'active'] as const,
  detail: (id: string) => [...organizationsKeys.all, 'detail', id] as const,
  markups: (organizationId?: string) =>
    [...organizationsKeys.all, 'markups', organizationId ?? 'active'] as const,
};

export const rolesKeys = {
  all: ['roles'] as const,
  list: () => [...rolesKeys.all, 'list'] as const,
  detail: (id: string) => [...rolesKeys.all, 'detail', id] as const,
};

export const markupsKeys = {
  all: ['markups'] as const,
  list: () => [...markupsKeys.all, 'list'] as const,
  detail: (id: string) => [...markupsKeys.all, 'detail', id] as const,
};

export const balancesKeys = {
  all: ['balances'] as const,
  lists: () => [...balancesKeys.all, 'list'] as const,
  list: (query: BalanceListQueryInput) =>
    [...balancesKeys.lists(), balanceListQuerySchema.parse(query)] as const,
  entities: () => [...balancesKeys.all, 'entities'] as const,
  detail: (id: string) => [...balancesKeys.all, 'detail', id] as const,
  entity: (entityType: string, entityId: string) =>
    [...balancesKeys.all, 'entity', entityType, entityId] as const,
};

/**
 * The work queues' root key, which the writes that change a queue invalidate; the keys under it
 * (`@comptoir/api/queues`' `queuesKeys`) are built beside the queues' calls, out of every page's first load.
 */
export const queuesRootKey = ['queues'] as const;
