/**
 * Workbenches (SPEC §7 "Flight"): a reservation or ticket is edited in a workbench, whose edits stay
 * pending until it is committed, or are thrown away when it is ignored.
 */
import {
  messageResponseSchema,
  workbenchInitiateQuerySchema,
  workbenchSchema,
} from '@comptoir/flight-domain';
import { ApiError } from '../http/api-error';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { balancesKeys, exchangeKeys, recordKeys, type RecordKind } from '../keys';
import { useApiMutation } from '../query/use-api-mutation';

export const workbenchesEndpoints = {
  initiate: endpoint({
    method: 'GET',
    path: '/flight/workbench/initiate',
    query: workbenchInitiateQuerySchema,
    response: workbenchSchema,
  }),
  ignore: endpoint({
    method: 'DELETE',
    path: '/flight/workbench/{id}/ignore',
    response: messageResponseSchema,
  }),
  commit: endpoint({
    method: 'POST',
    path: '/flight/workbench/{id}/commit',
    response: messageResponseSchema,
  }),
};

export const workbenchesApi = clientFor(workbenchesEndpoints);

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
    mutationFn: ({ locator }: { locator?: string }) => workbenchesApi.initiate({ query: { locator } }),
    invalidates: () => [],
  });
}

/** Committing a workbench makes its edits real: the record and its lists change. */
export function useCommitWorkbench(kind: RecordKind) {
  const keys = recordKeys(kind);
  return useApiMutation({
    mutationFn: ({ workbenchID }: { workbenchID: string; recordId: string }) =>
      workbenchesApi.commit({ path: { id: workbenchID } }),
    // A commit may debit the balance (a paid ancillary, an exchange) and end a ticket's exchange.
    invalidates: ({ workbenchID, recordId }) => [
      keys.workbench(workbenchID),
      keys.detail(recordId),
      keys.lists(),
      balancesKeys.all,
      exchangeKeys.all,
    ],
  });
}

/** Ignoring a workbench throws its pending edits away. */
export function useIgnoreWorkbench(kind: RecordKind) {
  return useApiMutation({
    mutationFn: ({ workbenchID }: { workbenchID: string }) =>
      workbenchesApi.ignore({ path: { id: workbenchID } }),
    invalidates: ({ workbenchID }) => [recordKeys(kind).workbench(workbenchID)],
  });
}

/**
 * Whether a call made inside a workbench failed because the workbench no longer exists on the server:
 * 404 (never issued, or not ours) or 410 Gone (expired, committed or ignored). The page then ends its
 * session and offers a new one; any other failure (a refused seat, a short balance) keeps it open.
 *
 * @example
 * isWorkbenchGone(new ApiError('Workbench WB-1 has expired', { kind: 'http', status: 410 })) // true
 */
export function isWorkbenchGone(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 404 || error.status === 410);
}
