/** GDS ticket exchange (SPEC §7): eligibility, search for new offers, then modify the offer. */
import {
  exchangeEligibilitySchema,
  exchangeModifyOfferSchema,
  exchangeSearchResultSchema,
  exchangeSearchSchema,
  type ExchangeModifyOfferInput,
  type ExchangeSearch,
} from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { exchangeKeys } from '../keys';
import { endpointQuery } from '../query/endpoint-query';
import { useApiMutation } from '../query/use-api-mutation';
import type { RecordEdit } from './workbenches';

export const exchangeEndpoints = {
  eligibility: endpoint({
    method: 'GET',
    path: '/exchange/gds/eligibility/{id}',
    response: exchangeEligibilitySchema,
  }),
  search: endpoint({
    method: 'POST',
    path: '/exchange/gds/search/ticket/{id}',
    body: exchangeSearchSchema,
    response: exchangeSearchResultSchema,
  }),
  modifyOffer: endpoint({
    method: 'POST',
    path: '/exchange/gds/ticket/{locator}/modify-offer/{workbenchId}',
    body: exchangeModifyOfferSchema,
    /** The exchange is staged in the workbench: the new ticket is issued when the workbench is committed. */
    response: z.object({ message: z.optional(z.string()) }),
  }),
};

export const exchangeApi = clientFor(exchangeEndpoints);

export const exchangeQueries = {
  eligibility: (ticketId: string) =>
    endpointQuery(exchangeKeys.eligibility(ticketId), exchangeApi.eligibility, { path: { id: ticketId } }),
};

/** Searching exchange offers is a POST that changes nothing: a mutation without invalidation. */
export function useExchangeSearch() {
  return useApiMutation({
    mutationFn: ({ ticketId, search }: { ticketId: string; search: ExchangeSearch }) =>
      exchangeApi.search({ path: { id: ticketId }, body: search }),
    invalidates: () => [],
  });
}

/**
 * The GDS exchange to the offer chosen (modify-offer), an edit staged in the ticket's workbench like
 * `recordEdits('tickets')`'s: the new ticket is issued when the workbench is committed. Apart from
 * `recordEdits` so that a record page's first load carries no exchange code.
 */
export function exchangeEdit(body: ExchangeModifyOfferInput): RecordEdit {
  return ({ locator, workbenchID }) =>
    exchangeApi.modifyOffer({ path: { locator, workbenchId: workbenchID }, body });
}
