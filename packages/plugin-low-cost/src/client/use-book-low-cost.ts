import { balancesKeys, useSingleFlight } from '@comptoir/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LowCostBookRequest } from './air-book';
import { bookLowCostFlights } from './low-cost-queries';

/**
 * Books with the airline, never twice: while a booking is in flight, `book` hands back the same promise
 * instead of sending again (a double click sends one request), and every send of this page carries the
 * same EchoToken, which the airline refuses to book a second time. A payment from the balance refreshes
 * the balance's queries. Mutations never retry (SPEC §9).
 */
export function useBookLowCostFlights() {
  const queryClient = useQueryClient();
  const [echoToken] = useState(() => `book-${crypto.randomUUID()}`);
  const mutation = useMutation({
    mutationFn: (request: LowCostBookRequest) => bookLowCostFlights(request, echoToken),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: balancesKeys.all }),
  });
  return { ...mutation, book: useSingleFlight(mutation.mutateAsync) };
}
