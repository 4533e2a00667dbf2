import {
  balanceEntryBodySchema,
  listQuerySchema,
  markupBodySchema,
  roleBodySchema,
  type BalanceEntryBody,
  type ListQueryInput,
  type RoleBody,
} from '@comptoir/flight-domain';
import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { balanceEndpoints, markupEndpoints, rolesEndpoints } from '../endpoints/settings';
import { send, sendValidated } from '../http/send';
import { useApiMutation } from '../query/use-api-mutation';
import { organizationKeys } from './users';

type MarkupInput = z.input<typeof markupBodySchema>;

export const roleKeys = {
  all: ['roles'] as const,
  list: () => [...roleKeys.all, 'list'] as const,
  detail: (id: string) => [...roleKeys.all, 'detail', id] as const,
};

export const markupKeys = {
  all: ['markup'] as const,
  list: () => [...markupKeys.all, 'list'] as const,
  detail: (id: string) => [...markupKeys.all, 'detail', id] as const,
};

export const balanceKeys = {
  all: ['balance'] as const,
  lists: () => [...balanceKeys.all, 'list'] as const,
  list: (query: ListQueryInput) => [...balanceKeys.lists(), listQuerySchema.parse(query)] as const,
  entities: () => [...balanceKeys.all, 'entities'] as const,
  detail: (id: string) => [...balanceKeys.all, 'detail', id] as const,
  entity: (entityType: string, entityId: string) =>
    [...balanceKeys.all, 'entity', entityType, entityId] as const,
};

/** Roles (SPEC §7). */
export const rolesApi = {
  create: (body: RoleBody) => sendValidated(rolesEndpoints.create, roleBodySchema, body, { path: undefined }),
  list: (signal?: AbortSignal) => send(rolesEndpoints.list, { path: undefined, signal }),
  detail: (id: string, signal?: AbortSignal) => send(rolesEndpoints.detail, { path: { id }, signal }),
  update: (id: string, body: RoleBody) =>
    sendValidated(rolesEndpoints.update, roleBodySchema, body, { path: { id } }),
};

/** Markup rules (SPEC §7). */
export const markupApi = {
  create: (body: MarkupInput) =>
    sendValidated(markupEndpoints.create, markupBodySchema, body, { path: undefined }),
  list: (signal?: AbortSignal) => send(markupEndpoints.list, { path: undefined, signal }),
  detail: (id: string, signal?: AbortSignal) => send(markupEndpoints.detail, { path: { id }, signal }),
  update: (id: string, body: MarkupInput) =>
    sendValidated(markupEndpoints.update, markupBodySchema, body, { path: { id } }),
  remove: (id: string) => send(markupEndpoints.remove, { path: { id } }),
};

/** Balance ledger (SPEC §7). */
export const balanceApi = {
  list: (query: ListQueryInput, signal?: AbortSignal) =>
    send(balanceEndpoints.list, { path: undefined, query: listQuerySchema.parse(query), signal }),
  entities: (signal?: AbortSignal) => send(balanceEndpoints.entities, { path: undefined, signal }),
  create: (body: BalanceEntryBody) =>
    sendValidated(balanceEndpoints.create, balanceEntryBodySchema, body, { path: undefined }),
  detail: (id: string, signal?: AbortSignal) => send(balanceEndpoints.detail, { path: { id }, signal }),
  entity: (entityType: string, entityId: string, signal?: AbortSignal) =>
    send(balanceEndpoints.entity, { path: { entityType, entityId }, signal }),
};

export const roleQueries = {
  list: () => queryOptions({ queryKey: roleKeys.list(), queryFn: ({ signal }) => rolesApi.list(signal) }),
  detail: (id: string) =>
    queryOptions({ queryKey: roleKeys.detail(id), queryFn: ({ signal }) => rolesApi.detail(id, signal) }),
};

export const markupQueries = {
  list: () => queryOptions({ queryKey: markupKeys.list(), queryFn: ({ signal }) => markupApi.list(signal) }),
  detail: (id: string) =>
    queryOptions({ queryKey: markupKeys.detail(id), queryFn: ({ signal }) => markupApi.detail(id, signal) }),
};

export const balanceQueries = {
  list: (query: ListQueryInput) =>
    queryOptions({
      queryKey: balanceKeys.list(query),
      queryFn: ({ signal }) => balanceApi.list(query, signal),
    }),
  entities: () =>
    queryOptions({ queryKey: balanceKeys.entities(), queryFn: ({ signal }) => balanceApi.entities(signal) }),
  detail: (id: string) =>
    queryOptions({
      queryKey: balanceKeys.detail(id),
      queryFn: ({ signal }) => balanceApi.detail(id, signal),
    }),
  entity: (entityType: string, entityId: string) =>
    queryOptions({
      queryKey: balanceKeys.entity(entityType, entityId),
      queryFn: ({ signal }) => balanceApi.entity(entityType, entityId, signal),
    }),
};

export function useCreateRole() {
  return useApiMutation({ mutationFn: rolesApi.create, invalidates: () => [roleKeys.list()] });
}

export function useUpdateRole() {
  return useApiMutation({
    mutationFn: ({ id, body }: { id: string; body: RoleBody }) => rolesApi.update(id, body),
    invalidates: ({ id }) => [roleKeys.list(), roleKeys.detail(id)],
  });
}

/** Markups change what offers cost, so organization markups are invalidated with them. */
const markupChanges = (organizationId: string) => [
  markupKeys.list(),
  organizationKeys.markups(organizationId),
  organizationKeys.markups(),
  organizationKeys.details(organizationId),
];

export function useCreateMarkup() {
  return useApiMutation({
    mutationFn: markupApi.create,
    invalidates: (body) => markupChanges(body.organizationId),
  });
}

export function useUpdateMarkup() {
  return useApiMutation({
    mutationFn: ({ id, body }: { id: string; body: MarkupInput }) => markupApi.update(id, body),
    invalidates: ({ id, body }) => [...markupChanges(body.organizationId), markupKeys.detail(id)],
  });
}

export function useDeleteMarkup() {
  return useApiMutation({
    mutationFn: ({ id }: { id: string; organizationId: string }) => markupApi.remove(id),
    invalidates: ({ id, organizationId }) => [...markupChanges(organizationId), markupKeys.detail(id)],
  });
}

export function useCreateBalanceEntry() {
  return useApiMutation({
    mutationFn: balanceApi.create,
    invalidates: (body) => [
      balanceKeys.lists(),
      balanceKeys.entities(),
      balanceKeys.entity('organization', body.organizationId),
      organizationKeys.details(body.organizationId),
    ],
  });
}
