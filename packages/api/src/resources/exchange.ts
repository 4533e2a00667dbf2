import { exchangeModifyOfferSchema, type ExchangeModifyOfferInput } from '@comptoir/flight-domain';
import { queryOptions } from '@tanstack/react-query';
import { exchangeEndpoints as endpoints } from '../endpoints/flight';
import { send, sendValidated } from '../http/send';
import { useApiMutation } from '../query/use-api-mutation';
import { reservationKeys, ticketKeys } from './records';

export const exchangeKeys = {
  all: ['exchange'] as const,
  eligibility: (ticketId: string) => [...exchangeKeys.all, 'eligibility', ticketId] as const,
};

/** GDS ticket exchange (SPEC §7): eligibility, search for new offers, then modify the offer. */
export const exchangeApi = {
  eligibility: (ticketId: string, signal?: AbortSignal) =>
    send(endpoints.eligibility, { path: { id: ticketId }, signal }),
  search: (ticketId: string) => send(endpoints.search, { path: { id: ticketId } }),
  modifyOffer: (locator: string, workbenchId: string, body: ExchangeModifyOfferInput) =>
    sendValidated(endpoints.modifyOffer, exchangeModifyOfferSchema, body, { path: { locator, workbenchId } }),
};

export const exchangeQueries = {
  eligibility: (ticketId: string) =>
    queryOptions({
      queryKey: exchangeKeys.eligibility(ticketId),
      queryFn: ({ signal }) => exchangeApi.eligibility(ticketId, signal),
    }),
};

/** Searching exchange offers is a POST that changes nothing: a mutation without invalidation. */
export function useExchangeSearch() {
  return useApiMutation({
    mutationFn: ({ ticketId }: { ticketId: string }) => exchangeApi.search(ticketId),
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
    }) => exchangeApi.modifyOffer(locator, workbenchId, body),
    invalidates: (_, { ticket }) => [
      ticketKeys.detail(ticket.id),
      ticketKeys.lists(),
      exchangeKeys.eligibility(ticket.id),
      reservationKeys.detail(ticket.reservationId),
    ],
  });
}
