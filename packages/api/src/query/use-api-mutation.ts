import { MutationObserver, useQueryClient, type MutationOptions, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

interface ApiMutationOptions<Variables, Data> {
  /** Names the write, for a page that shows whether one is on its way (`useIsMutating`). Default: none. */
  mutationKey?: QueryKey;
  mutationFn: (variables: Variables) => Promise<Data>;
  /** The query keys this write changes; each is invalidated (with everything below it) on success. */
  invalidates: (variables: Variables, data: Data) => readonly QueryKey[];
}

/**
 * A write that invalidates exactly the keys it changes. Toasts come from the QueryClient's MutationCache
 * (SPEC §4, §8), so every write reports the same way.
 *
 * Its caller awaits `mutateAsync` and shows the write's progress itself (a record action's busy button, a
 * form's pending state): the component is not subscribed to the mutation's state, which `useMutation`
 * would do, rendering it again, and everything it draws, as each write starts and as it ends
 * (docs/decisions/0092). The mutation is the same one `useMutation` sends: TanStack Query's
 * `MutationObserver`, kept for the component's life, its options those of the last render.
 */
export function useApiMutation<Variables, Data>({
  mutationKey,
  mutationFn,
  invalidates,
}: ApiMutationOptions<Variables, Data>): { mutateAsync: (variables: Variables) => Promise<Data> } {
  const queryClient = useQueryClient();
  const options: MutationOptions<Data, Error, Variables> = {
    ...(mutationKey === undefined ? {} : { mutationKey }),
    mutationFn,
    onSuccess: async (data, variables) => {
      await Promise.all(
        invalidates(variables, data).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  };
  // One observer and one `mutateAsync` for the component's life: a caller's guard against a double send
  // (`useSingleFlight`) holds as long as the function it wraps.
  const [write] = useState(() => {
    const observer = new MutationObserver(queryClient, options);
    return { observer, mutateAsync: (variables: Variables) => observer.mutate(variables) };
  });
  useEffect(() => {
    write.observer.setOptions(options);
  });
  return { mutateAsync: write.mutateAsync };
}
