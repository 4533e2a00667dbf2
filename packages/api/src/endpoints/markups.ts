/** Markup rules (SPEC §7): what an organization adds to the fares it sells. */
import { markupBodySchema, markupSchema, messageResponseSchema } from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { markupsKeys, organizationsKeys } from '../keys';
import { endpointQuery } from '../query/endpoint-query';
import { useApiMutation } from '../query/use-api-mutation';

type MarkupInput = z.input<typeof markupBodySchema>;

export const markupsEndpoints = {
  create: endpoint({ method: 'POST', path: '/markup', body: markupBodySchema, response: markupSchema }),
  list: endpoint({ method: 'GET', path: '/markup', response: z.array(markupSchema) }),
  detail: endpoint({ method: 'GET', path: '/markup/{id}', response: markupSchema }),
  update: endpoint({ method: 'PUT', path: '/markup/{id}', body: markupBodySchema, response: markupSchema }),
  remove: endpoint({ method: 'DELETE', path: '/markup/{id}', response: messageResponseSchema }),
};

export const markupsApi = clientFor(markupsEndpoints);

export const markupsQueries = {
  list: () => endpointQuery(markupsKeys.list(), markupsApi.list, {}),
  detail: (id: string) => endpointQuery(markupsKeys.detail(id), markupsApi.detail, { path: { id } }),
};

/** Markups change what offers cost, so organization markups are invalidated with them. */
const markupChanges = (organizationId: string) => [
  markupsKeys.list(),
  organizationsKeys.markups(organizationId),
  organizationsKeys.markups(),
  organizationsKeys.detail(organizationId),
];

export function useCreateMarkup() {
  return useApiMutation({
    mutationFn: (body: MarkupInput) => markupsApi.create({ body }),
    invalidates: (body) => markupChanges(body.organizationId),
  });
}

export function useUpdateMarkup() {
  return useApiMutation({
    mutationFn: ({ id, body }: { id: string; body: MarkupInput }) =>
      markupsApi.update({ path: { id }, body }),
    invalidates: ({ id, body }) => [...markupChanges(body.organizationId), markupsKeys.detail(id)],
  });
}

export function useDeleteMarkup() {
  return useApiMutation({
    mutationFn: ({ id }: { id: string; organizationId: string }) => markupsApi.remove({ path: { id } }),
    invalidates: ({ id, organizationId }) => [...markupChanges(organizationId), markupsKeys.detail(id)],
  });
}
