import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

interface ApiMutationOptions<Variables, Data> {
  mutationFn: (variables: Variables) => Promise<Data>;
  /** The query keys this write changes; each is invalidated (with everything below it) on success. */
  invalidates: (variables: Variables, data: Data) => readonly QueryKey[];
}

/**
 * A mutation that invalidates exactly the keys it changes. Toasts come from the QueryClient's
 * MutationCache (SPEC §4, §8), so every write reports the same way.
 */
export function useApiMutation<Variables, Data>({
  mutationFn,
  invalidates,
}: ApiMutationOptions<Variables, Data>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data, variables) => {
      await Promise.all(
        invalidates(variables, data).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
