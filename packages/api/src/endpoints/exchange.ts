/** GDS ticket exchange (SPEC §7): eligibility, search for new offers, then modify the offer. */
import {
  exchangeEligibilitySchema,
  exchangeModifyOfferSchema,
  exchangeSearchResultSchema,
  ticketSchema,
  type ExchangeModifyOfferInput,
} from '@comptoir/flight-domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';
import { exchangeKeys, reservationsKeys, ticketsKeys } from '../keys';
import { useApiMutation } from '../query/use-api-mutation';

export const exchangeEndpoints = {
  eligibility: endpoint({
    method: 'GET',
    path: '/exchange/gds/eligibility/{id}',
    response: exchangeEligibilitySchema,
  }),
  search: endpoint({
    method: 'POST',
    path: '/exchange/gds/search/ticket/{id}',
    response: exchangeSearchResultSchema,
  }),
  modifyOffer: endpoint({
    method: 'POST',
    path: '/exchange/gds/ticket/{locator}/modify-offer/{workbenchId}',
    body: exchangeModifyOfferSchema,
    response: z.object({ message: z.string().optional(), ticket: ticketSchema }),
  }),
};

export const exchangeApi = clientFor(exchangeEndpoints);

export const exchangeQueries = {
  eligibility: (ticketId: string) =>
    queryOptions({
      queryKey: exchangeKeys.eligibility(ticketId),
      queryFn: ({ signal }) => exchangeApi.eligibility({ path: { id: ticketId }, signal }),
    }),
};

/** Searching exchange offers is a POST that changes nothing: a mutation without invalidation. */
export function useExchangeSearch() {
  return useApiMutation({
    mutationFn: ({ ticketId }: { ticketId: string }) => exchangeApi.search({ path: { id: ticketId } }),
    invalidates: () => [],
  });
}

export function useModifyOffer() {
  return useApiMutation({
    mutationFn: ({
      locator,
      workbenchId,
      body,
    }: {
      locator: string;
      workbenchId: string;
      body: ExchangeModifyOfferInput;
    }) => exchangeApi.modifyOffer({ path: { locator, workbenchId }, body }),
    invalidates: (_, { ticket }) => [
      ticketsKeys.detail(ticket.id),
      ticketsKeys.lists(),
      exchangeKeys.eligibility(ticket.id),
      reservationsKeys.detail(ticket.reservationId),
    ],
  });
}
